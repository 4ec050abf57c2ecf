#!/bin/sh
# Builds storefront/<service>:<tag> for every service of tools/dev/services.js from a clean clone of
# this repository's committed HEAD (or REVISION), with buildah and the Dockerfile at the root, and
# prints each image's size. Needs root, buildah, git, npm; makes the local base images first.
#   TAG (the short revision)  REVISION (HEAD)  SERVICES (all, e.g. "cart gateway")
#   BASE_IMAGE, BUILD_IMAGE (the local bases)  WORK_DIR (/var/tmp/storefront-images)
#   NPM_ONLINE=1  let the build stage's npm reach the registry itself (see README: here it cannot)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
WORK_DIR=${WORK_DIR:-/var/tmp/storefront-images}
export WORK_DIR
BASE_IMAGE=${BASE_IMAGE:-localhost/storefront-base:node24}
BUILD_IMAGE=${BUILD_IMAGE:-localhost/storefront-base:node24-build}
REVISION=$(git -C "$repo" rev-parse "${REVISION:-HEAD}")
TAG=${TAG:-$(echo "$REVISION" | cut -c1-12)}

case "$BASE_IMAGE$BUILD_IMAGE" in
  *localhost/storefront-base*) "$here/base-image.sh" ;;
esac

source_dir=$WORK_DIR/source
rm -rf "$source_dir"
git clone --quiet --no-local "$repo" "$source_dir"
git -C "$source_dir" checkout --quiet "$REVISION"

# The build stage runs `npm ci` itself. Where the registry is reachable from inside a build, that
# is all (NPM_ONLINE=1). Here its TLS is intercepted by a proxy whose CA only the host trusts, so
# the host fills an npm cache from the lockfile and the build reads it offline: same lockfile, same
# integrity checks, no certificate baked into an image.
npm_flags=''
volume=''
if [ "${NPM_ONLINE:-0}" != 1 ]; then
  cache=$WORK_DIR/npm-cache
  stamp=$cache/.lock-$(sha256sum "$source_dir/package-lock.json" | cut -c1-16)
  if [ ! -f "$stamp" ]; then
    fill=$WORK_DIR/npm-fill
    rm -rf "$fill" && mkdir -p "$fill"
    (cd "$source_dir" && find . -name node_modules -prune -o -name package.json -print | xargs cp --parents -t "$fill" \
      && cp package-lock.json "$fill/")
    (cd "$fill" && npm ci --cache "$cache" --prefer-offline --ignore-scripts --no-audit --no-fund --loglevel=error)
    rm -rf "$fill"
    touch "$stamp"
  fi
  npm_flags='--offline --cache /npm-cache'
  volume="--volume=$cache:/npm-cache"
fi

version=$(node -p "require('$source_dir/package.json').version ?? '0.0.0'")
source_url=$(git -C "$repo" config --get remote.origin.url || echo https://example.invalid/storefront)

# name, port, health probe, node flags, as `npm start` runs them. The gateway's HEALTHCHECK asks
# /healthz: its /readyz also needs the catalog, and a container is not restarted for a neighbour.
node -e '
  for (const s of require(process.argv[1]).SERVICES)
    console.log([s.name, s.listen.default, s.health.http ? "http:/healthz" : "grpc", (s.nodeArgs ?? []).join(" ")].join("\t"));
' "$source_dir/tools/dev/services.js" >"$WORK_DIR/services.tsv"

built=''
while IFS="$(printf '\t')" read -r name port probe flags; do
  case " ${SERVICES:-$name} " in *" $name "*) ;; *) continue ;; esac
  started=$(date +%s)
  # --layers: everything before the per-service stage is built once and reused by the others.
  # shellcheck disable=SC2086 # volume is one word or none
  buildah bud --quiet --layers --format docker --isolation chroot $volume \
    --build-arg BASE_IMAGE="$BASE_IMAGE" --build-arg BUILD_IMAGE="$BUILD_IMAGE" \
    --build-arg SERVICE="$name" --build-arg PORT="$port" --build-arg HEALTH_PROBE="$probe" \
    --build-arg NODE_FLAGS="$flags" --build-arg NPM_FLAGS="$npm_flags" \
    --build-arg VERSION="$version" --build-arg REVISION="$REVISION" --build-arg SOURCE="$source_url" \
    --tag "storefront/$name:$TAG" --file "$source_dir/Dockerfile" "$source_dir" </dev/null >/dev/null
  echo "built storefront/$name:$TAG in $(($(date +%s) - started)) s"
  built="$built storefront/$name:$TAG"
done <"$WORK_DIR/services.tsv"

echo "$built" | tr ' ' '\n' | sed '/^$/d' >"$WORK_DIR/built-images"
for image in $built; do
  printf '%-40s %s\n' "$image" "$(buildah images --format '{{.Size}}' "$image" | head -1)"
done
