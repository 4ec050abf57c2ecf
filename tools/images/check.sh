#!/bin/sh
# Runs each built image's entry through `buildah run --isolation chroot` and asks its own
# HEALTHCHECK until it passes (run-entry.js), then stops it with SIGTERM. Also shows that the
# entry, run as the image's user, writes nowhere but /tmp and the data volume (/data): what a
# read-only root filesystem allows, and that no build toolchain (TypeScript, rspack, the Module
# Federation build plugin) is in the image. Prints one line per image; exits non-zero if any image fails.
#   check.sh [image...]   (default: the images the last build.sh made)
# Needs Redis at REDIS_URL (redis://127.0.0.1:6379): chroot isolation shares the host's network.
# gRPC services keep PGlite in the volume. TIMEOUT (120) bounds each start in seconds.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
WORK_DIR=${WORK_DIR:-/var/tmp/storefront-images}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
TIMEOUT=${TIMEOUT:-120}
[ $# -gt 0 ] || set -- $(cat "$WORK_DIR/built-images")

secret=$(node -p "require('node:crypto').randomBytes(32).toString('hex')")
failed=0
for image in "$@"; do
  port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  # user, entry point + command, and the exec-form HEALTHCHECK (["CMD", ...]) of the image
  config=$(buildah inspect --type image "$image" | node -e '
    const { Docker: { config } } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const test = config.Healthcheck?.Test ?? [];
    if (test[0] !== "CMD") process.exit(1);
    console.log([config.User, JSON.stringify([...(config.Entrypoint ?? []), ...(config.Cmd ?? [])]), JSON.stringify(test.slice(1))].join("\t"));
  ') || { echo "$image: no exec-form HEALTHCHECK (build with --format docker)"; failed=1; continue; }
  user=$(echo "$config" | cut -f1)
  entry=$(echo "$config" | cut -f2)
  health=$(echo "$config" | cut -f3)
  size=$(buildah images --format '{{.Size}}' "$image" | head -1)

  container=$(buildah from --quiet "$image")
  root=$(buildah mount "$container")
  # What a read-only root needs: nothing under the application the user could write.
  writable=$(find "$root/app" ! -type l \( -user "${user%%:*}" -o -perm -o+w \) -print | head -3)
  # Build toolchains belong to the build stage only.
  toolchain=$(find "$root/app" -path '*/node_modules/*' -type d \( -name typescript -o -name @rspack \
    -o -name @module-federation -o -name webpack -o -name ts-jest \) -prune -print | sed "s|^$root||" | head -3)
  # The OTLP endpoint makes the service load its exporter (no receiver needed to start); tini is
  # not PID 1 under run-entry.js, so it registers as subreaper instead.
  run() {
    buildah run --isolation chroot --volume "$here:/check:ro" \
      --env GRPC_PORT="$port" --env PORT="$port" --env GRPC_HOST=127.0.0.1 --env HOST=127.0.0.1 \
      --env REDIS_URL="$REDIS_URL" --env SERVICE_AUTH_SECRET="$secret" --env CRUMB_SECRET="$secret" \
      --env OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 --env LOG_LEVEL=warn --env TINI_SUBREAPER=1 \
      "$container" -- "$@"
  }
  # A first run lets buildah lay out what it mounts (/etc/hosts, /check, ...) before the marker.
  run sh -c :
  marker=$WORK_DIR/check-marker
  touch "$marker" && sleep 1
  if outcome=$(run node /check/run-entry.js "$TIMEOUT" "$entry" "$health"); then
    healthy=yes
  else
    healthy=no
  fi
  written=$(cd "$root" && find . -xdev -newer "$marker" ! -type d \
    ! -path './tmp/*' ! -path './data/*' ! -path './dev/*' ! -path './proc/*' ! -path './sys/*' ! -path './run/*' | head -3)
  buildah umount "$container" >/dev/null
  buildah rm "$container" >/dev/null

  verdict=$(echo "$outcome" | node -e '
    const r = JSON.parse(require("fs").readFileSync(0, "utf8") || "{}");
    console.log(r.healthy ? `healthy in ${r.healthyIn} s as uid ${r.uid}, stopped by SIGTERM in ${r.stoppedIn.toFixed(1)} s`
      : `NOT healthy after ${r.after} s: ${r.lastCheck || JSON.stringify(r.exit)}`)' 2>/dev/null || echo "no result")
  problems=''
  [ -z "$writable" ] || problems="$problems; writable by its user: $writable"
  [ -z "$written" ] || problems="$problems; wrote outside /tmp and /data: $written"
  [ -z "$toolchain" ] || problems="$problems; holds build toolchains: $toolchain"
  printf '%-40s %8s  %s%s\n' "$image" "$size" "$verdict" "$problems"
  if [ "$healthy" != yes ] || [ -n "$problems" ]; then failed=1; fi
done
exit "$failed"
