#!/bin/sh
# Removes from installed packages what nothing loads at run time: type declarations, source maps,
# TypeScript and Markdown sources, packages' own tests, docs and examples. Licence files stay.
# Usage: slim-node-modules.sh <folder>... (node_modules, or workspaces holding a build)
set -eu
for root in "$@"; do
  find "$root" -type f \( -name '*.ts' -o -name '*.cts' -o -name '*.mts' -o -name '*.map' \
    -o -name '*.md' -o -name '*.markdown' -o -name '*.tsbuildinfo' \) -delete
  # Only at a package's top level: deeper folders of these names can be code (e.g. a `docs` route).
  find "$root" -type d \( -path '*/node_modules/*' -o -path '*/node_modules/@*/*' \) \
    \( -name test -o -name tests -o -name __tests__ -o -name docs -o -name example -o -name examples \
    -o -name benchmark -o -name .github \) -prune \
    -exec sh -c 'for dir; do [ -f "$(dirname "$dir")/package.json" ] && rm -rf "$dir"; done; true' sh {} +
done
# Declarations only, for the compiler.
rm -rf "$1/@types"
# The services load CommonJS (main: build/src); the ES module copies serve bundlers.
rm -rf "$1"/@opentelemetry/*/build/esm "$1"/@opentelemetry/*/build/esnext
# PGlite's optional extensions, loaded only when named in its options: all but the two the
# catalog's product search names (pg_trgm, fuzzystrmatch).
find "$1"/@electric-sql/pglite/dist -maxdepth 1 -name '*.tar.gz' ! -name pg_trgm.tar.gz ! -name fuzzystrmatch.tar.gz \
  -delete 2>/dev/null || true
# Subdivision lists are all the checkout reads of this package; its per-state city files are
# most of its 74 MB.
find "$1"/@countrystatecity/countries/dist/data -mindepth 2 -type d -prune -exec rm -rf {} + 2>/dev/null || true
# luxon's browser builds, which its package.json `exports` does not even reach.
rm -rf "$1"/luxon/build/amd "$1"/luxon/build/cjs-browser "$1"/luxon/build/global
# The compiler, which npm installs for an optional peer (valibot, under Bull Board, names it for
# its types) although nothing loads it at run time; check.sh refuses an image that holds it.
rm -rf "$1/typescript"
