# syntax=docker/dockerfile:1
# The image of any one deployable, chosen by build arguments. From the repository root:
#   buildah bud --layers --format docker --build-arg SERVICE=cart --build-arg PORT=50052 \
#     --build-arg NODE_FLAGS="--max-semi-space-size=8 --max-old-space-size=96" -t storefront/cart:dev .
# (tools/images/build.sh builds them all with the right arguments; --format docker keeps the
# HEALTHCHECK, which the OCI image format has no field for.)
#   SERVICE       a folder of services/: catalog, cart, forms, notifications, performance, census, accounts, gateway
#   PORT          the port it listens on (GRPC_PORT of a gRPC service, PORT of the gateway)
#   HEALTH_PROBE  what the HEALTHCHECK asks: grpc (grpc.health.v1 Check), or http:/healthz for the gateway
#   NODE_FLAGS    heap ceilings, as tools/dev/services.js gives them
#   BUILD_IMAGE, BASE_IMAGE  the build and run bases: node:24-bookworm-slim by default; locally made
#                 ones where no registry is reachable (tools/images/base-image.sh)
#   VERSION, REVISION, SOURCE  for the OCI labels
#   NPM_FLAGS     extra flags for `npm ci`
ARG BUILD_IMAGE=node:24-bookworm-slim
ARG BASE_IMAGE=node:24-bookworm-slim

# Only the package manifests, so the install below is reused until a dependency changes.
FROM ${BUILD_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && find . -name node_modules -prune -o -name package.json -print | xargs cp --parents -t /manifests \
  && cp package-lock.json /manifests/

# Every workspace's dependencies, the build toolchains included.
# NPM_FLAGS: e.g. "--offline --cache /npm-cache" with a filled cache mounted there (build.sh).
FROM ${BUILD_IMAGE} AS install
ARG NPM_FLAGS=""
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci $NPM_FLAGS --no-audit --no-fund

# Everything built once; SERVICE is not used yet, so every image shares these layers. /out holds
# what can run: each library as its package.json `files` list has it, each service's build,
# migrations and theme, the front-end bundles, and proto/ (reflection reads the contracts).
FROM install AS build
COPY . .
RUN npm run build \
  && mkdir -p /out/packages /out/services /out/frontends \
  && cp -r proto /out/ \
  && for dir in packages/*; do \
       mkdir -p "/out/$dir" && cp "$dir/package.json" "/out/$dir/" \
       && node -p "(require('./$dir/package.json').files ?? []).join('\n')" \
          | while read -r kept; do [ -z "$kept" ] || cp -r "$dir/$kept" "/out/$dir/"; done; \
     done \
  && for dir in services/*; do \
       mkdir -p "/out/$dir" && cp -r "$dir/package.json" "$dir/dist" "/out/$dir/" \
       && for extra in migrations theme; do [ ! -d "$dir/$extra" ] || cp -r "$dir/$extra" "/out/$dir/"; done; \
     done \
  && for dir in frontends/*/dist; do mkdir -p "/out/${dir%/dist}" && cp -r "$dir" "/out/$dir"; done \
  && find /out -name '*.tsbuildinfo' -delete

# One service: the production dependencies of its workspace only, without what only compilers,
# editors and readers use; the workspaces it links to; its build.
FROM ${BUILD_IMAGE} AS bundle
ARG SERVICE
ARG NPM_FLAGS=""
WORKDIR /app
RUN test -n "$SERVICE" || { echo 'build with --build-arg SERVICE=<a folder of services/>' >&2; exit 1; }
COPY --from=manifests /manifests/ ./
RUN test -f "services/$SERVICE/package.json" || { echo "no service services/$SERVICE" >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm \
  npm ci $NPM_FLAGS --omit=dev --workspace "services/$SERVICE" --include-workspace-root=false --no-audit --no-fund
COPY --from=build /out/packages/ ./packages/
COPY --from=build /out/proto/ ./proto/
COPY --from=build /out/services/${SERVICE}/ ./services/${SERVICE}/
COPY --from=build /out/frontends/ ./frontends/
# Keep the workspaces npm linked for this service (itself and the libraries it uses); the bundles
# only for the gateway, which serves them.
COPY tools/images/slim-node-modules.sh /usr/local/bin/
RUN rm -rf tools tests package-lock.json \
  && for dir in packages/* services/*; do \
       [ -e "node_modules/$(node -p "require('./$dir/package.json').name")" ] || rm -rf "$dir"; \
     done \
  && if [ "$SERVICE" != gateway ]; then rm -rf frontends; fi \
  && slim-node-modules.sh node_modules packages services \
  && mkdir /data

FROM ${BASE_IMAGE}
ARG SERVICE
ARG PORT
ARG HEALTH_PROBE=grpc
ARG NODE_FLAGS=""
ARG VERSION=0.0.0-dev
ARG REVISION=unknown
ARG SOURCE=https://example.invalid/storefront
LABEL org.opencontainers.image.title="storefront-${SERVICE}" \
      org.opencontainers.image.description="Storefront platform: the ${SERVICE} service" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="UNLICENSED"
# tini reaps and forwards signals as PID 1 (node does neither well as PID 1). The local base has
# it; the official node images need it from Debian. uid 10001 owns nothing but the data volume:
# the application is root's and read-only to it. (Shell built-ins only: the local base has no
# coreutils.)
RUN if ! command -v tini >/dev/null; then \
      apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*; \
    fi \
  && echo 'storefront:x:10001:10001:storefront:/app:/usr/sbin/nologin' >>/etc/passwd \
  && echo 'storefront:x:10001:' >>/etc/group
# The service reads the port variable of its kind; the other one is unused. PGlite keeps its
# files in DATA_DIR (unless DATABASE_URL names a PostgreSQL); nothing else is written but /tmp.
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    GRPC_PORT=${PORT} \
    PORT=${PORT} \
    DATA_DIR=/data \
    HEALTH_PROBE=${HEALTH_PROBE} \
    NODE_OPTIONS=${NODE_FLAGS}
COPY --from=bundle /app /app
COPY --from=bundle --chown=10001:10001 /data /data
WORKDIR /app/services/${SERVICE}
USER 10001:10001
VOLUME ["/data"]
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "/app/node_modules/@storefront/service-kit/dist/health-probe.js"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "dist/main.js"]
