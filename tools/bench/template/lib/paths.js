'use strict';
const path = require('path');

/** The repository root: this package lives at tools/bench/template. */
const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Vectors are kept outside the repository, next to it (see the vectors' README). */
const VECTOR_ROOT = path.resolve(REPO_ROOT, '../shared/conformance/template');

const BENCH_DIR = path.resolve(__dirname, '..');

module.exports = { REPO_ROOT, VECTOR_ROOT, BENCH_DIR };
