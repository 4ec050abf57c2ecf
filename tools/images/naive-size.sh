#!/bin/sh
# Measures the naive image the service images are compared with: the built repository plus the
# production install of every workspace, on the same base (naive.Containerfile). Run after
# build.sh, whose clean clone, npm cache and layers it reuses. Prints the naive size and, per
# built image, its size and how much smaller it is.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
WORK_DIR=${WORK_DIR:-/var/tmp/storefront-images}
BASE_IMAGE=${BASE_IMAGE:-localhost/storefront-base:node24}
BUILD_IMAGE=${BUILD_IMAGE:-localhost/storefront-base:node24-build}
source_dir=$WORK_DIR/source
npm_flags='--offline --cache /npm-cache'
volume="--volume=$WORK_DIR/npm-cache:/npm-cache"
if [ "${NPM_ONLINE:-0}" = 1 ]; then npm_flags='' volume=''; fi

# shellcheck disable=SC2086 # volume is one word or none
buildah bud --quiet --layers --format docker --isolation chroot $volume --target build \
  --build-arg BASE_IMAGE="$BASE_IMAGE" --build-arg BUILD_IMAGE="$BUILD_IMAGE" --build-arg NPM_FLAGS="$npm_flags" \
  --tag storefront/build-stage:latest --file "$source_dir/Dockerfile" "$source_dir" >/dev/null
# shellcheck disable=SC2086
buildah bud --quiet --layers --format docker --isolation chroot $volume \
  --build-arg BUILD_STAGE=storefront/build-stage:latest --build-arg BASE_IMAGE="$BASE_IMAGE" \
  --build-arg NPM_FLAGS="$npm_flags" --tag storefront/naive:latest --file "$here/naive.Containerfile" "$here" >/dev/null

# buildah prints sizes as "171 MB" (powers of 1000, three significant digits): enough for a ratio.
size() { buildah images --format '{{.Size}}' "$1" | head -1; }
naive=$(size storefront/naive:latest)
echo "storefront/naive:latest (the repository + npm ci --omit=dev)  $naive"
for image in $(cat "$WORK_DIR/built-images"); do
  node -e '
    const bytes = (text) => { const [n, unit] = text.split(" "); return Number(n) * 1000 ** ["B", "kB", "MB", "GB"].indexOf(unit); };
    const [image, size, naive] = process.argv.slice(1);
    console.log(`${image.padEnd(40)} ${size.padStart(7)}  ${Math.round(100 * (1 - bytes(size) / bytes(naive)))}% smaller than naive`);
  ' "$image" "$(size "$image")" "$naive"
done
