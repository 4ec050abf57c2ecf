'use strict';
/**
 * Retained heap of N distinct compiled templates. Each template is a base text with a unique
 * marker, copied into a flat string (as if read from disk), so V8 cannot share one base string
 * between variants and the figure includes the source text the cache keeps as its key.
 */

const MB = 1024 * 1024;

function fullCollect() {
  // Several passes: weak references and finalizers can need more than one cycle to clear.
  for (let i = 0; i < 4; i++) global.gc();
}

function distinctTemplate(bases, i) {
  const text = `<!-- bench variant ${i} -->\n${bases[i % bases.length]}`;
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Heap growth in MB while `fill()` builds whatever it returns; the result is kept alive until measured. */
function retainedMB(fill) {
  fullCollect();
  const before = process.memoryUsage().heapUsed;
  const kept = fill();
  fullCollect();
  const after = process.memoryUsage().heapUsed;
  return { mb: (after - before) / MB, kept };
}

/** Our engine: `count` templates through a TemplateCache of the same capacity. */
function measureOursCache(ours, bases, count) {
  const { mb, kept } = retainedMB(() => {
    const cache = new ours.TemplateCache(count);
    for (let i = 0; i < count; i++) cache.get(distinctTemplate(bases, i));
    return cache;
  });
  return { mb, entries: kept.size };
}

/** The reference has no cache: keep its parsed code in an array, for comparison only. */
function measureRefRetained(ref, bases, count) {
  const { mb, kept } = retainedMB(() => {
    const held = [];
    for (let i = 0; i < count; i++) {
      const text = distinctTemplate(bases, i);
      held.push([text, ref.compile(text)]);
    }
    return held;
  });
  return { mb, entries: kept.length };
}

/** Average source size in KB of the templates measured, to put the MB figure in proportion. */
function averageSourceKB(bases, count) {
  let chars = 0;
  for (let i = 0; i < count; i++) chars += bases[i % bases.length].length;
  return chars / count / 1024;
}

module.exports = { measureOursCache, measureRefRetained, averageSourceKB };
