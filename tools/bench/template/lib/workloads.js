'use strict';
/**
 * The inputs both engines run: the conformance vectors (read from outside the repository at run
 * time, never copied) and the product page kept in this folder.
 */
const fs = require('fs');
const path = require('path');
const { VECTOR_ROOT, BENCH_DIR } = require('./paths');

/** Fixed "now" for the product page so relative dates cannot differ between the engines. */
const PRODUCT_PAGE_NOW = Date.UTC(2024, 4, 29, 16, 26, 40);

/** Sections start with a line `:NAME`; text before the first header is ignored (see the vectors' README). */
function parseSections(text) {
  const sections = {};
  let current = null;
  for (const line of text.split('\n')) {
    const header = /^:([A-Z]+)\s*$/.exec(line);
    if (header) current = sections[header[1]] = [];
    else if (current) current.push(line);
  }
  const out = {};
  for (const key of Object.keys(sections)) out[key] = sections[key].join('\n');
  return out;
}

function parseVector(id, text) {
  const s = parseSections(text);
  const params = s.PARAMS && s.PARAMS.trim() ? JSON.parse(s.PARAMS) : {};
  let injects;
  if (s.INJECT && s.INJECT.trim()) {
    // Inject values are JSON-encoded strings holding JSON: decode each one again.
    const raw = JSON.parse(s.INJECT);
    injects = {};
    for (const key of Object.keys(raw)) injects[key] = JSON.parse(raw[key]);
  }
  return {
    id,
    template: s.TEMPLATE ?? '',
    expected: s.OUTPUT ?? '',
    json: s.JSON !== undefined && s.JSON.trim() !== '' ? JSON.parse(s.JSON) : {},
    partials: s.PARTIALS && s.PARTIALS.trim() ? JSON.parse(s.PARTIALS) : {},
    injects: injects ?? {},
    locale: params.locale ?? 'en',
    now: params.now,
  };
}

/** All vectors in a stable order, or null when the vector folder is absent. */
function loadVectors() {
  if (!fs.existsSync(VECTOR_ROOT)) return null;
  const vectors = [];
  for (const dir of ['core', 'plugins']) {
    const folder = path.join(VECTOR_ROOT, dir);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder).sort()) {
      if (file.endsWith('.html'))
        vectors.push(parseVector(`${dir}/${file}`, fs.readFileSync(path.join(folder, file), 'utf8')));
    }
  }
  return vectors;
}

function loadProductPage() {
  return {
    id: 'product-page',
    template: fs.readFileSync(path.join(BENCH_DIR, 'product-page.html'), 'utf8'),
    json: JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'product-page.json'), 'utf8')),
    partials: {},
    injects: {},
    locale: 'en-US',
    now: PRODUCT_PAGE_NOW,
  };
}

module.exports = { loadVectors, loadProductPage, VECTOR_ROOT };
