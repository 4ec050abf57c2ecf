# syntax=docker/dockerfile:1
# The image of any one deployable, chosen by build arguments. From the repository root:
#   buildah bud --isolation chroot --build-arg SERVICE=cart --build-arg PORT=50052 \
#     --build-arg NODE_FLAGS="--max-semi-space-size=8 --max-old-space-size=96" -t storefront/cart:dev .
# SERVICE: a folder of services/ (catalog, cart, forms, accounts, gateway). PORT: the port it
# listens on (GRPC_PORT for a gRPC service, PORT for the gateway's HTTP). NODE_FLAGS: heap
# ceilings, as in tools/dev/services.js, for the services that have one.

FROM node:20-bookworm-slim AS build
ARG SERVICE
WORKDIR /app
RUN test -n "$SERVICE" || { echo 'build with --build-arg SERVICE=<a folder of services/>' >&2; exit 1; }
# Every workspace's package.json is needed for `npm ci` to match the lockfile, so copy the whole tree.
COPY . .
RUN test -d "services/$SERVICE" || { echo "no service services/$SERVICE" >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npx tsc -b packages/contracts packages/permissions packages/template packages/commerce packages/form-rules packages/proto packages/service-kit "services/$SERVICE" \
  && if [ "$SERVICE" = gateway ]; then npm run build:frontends; fi
# Gather what runs into /out, so the run stage copies one folder whatever the service: the
# libraries without sources, the contracts (reflection reads them from proto/), the service's build
# and what it reads at start-up (migrations; the gateway's theme and front-end bundles).
RUN npm prune --omit=dev --no-audit --no-fund \
  && rm -rf packages/*/src packages/*/test packages/*/scripts \
  && find packages -name '*.tsbuildinfo' -delete \
  && mkdir -p "/out/services/$SERVICE" \
  && cp -r package.json node_modules packages proto /out/ \
  && cp -r "services/$SERVICE/package.json" "services/$SERVICE/dist" "/out/services/$SERVICE/" \
  && rm -f "/out/services/$SERVICE"/dist/*.tsbuildinfo \
  && for extra in migrations theme; do \
       if [ -d "services/$SERVICE/$extra" ]; then cp -r "services/$SERVICE/$extra" "/out/services/$SERVICE/"; fi; \
     done \
  && if [ "$SERVICE" = gateway ]; then \
       for frontend in shell product cart forms; do \
         mkdir -p "/out/frontends/$frontend" && cp -r "frontends/$frontend/dist" "/out/frontends/$frontend/"; \
       done; \
     fi

FROM node:20-bookworm-slim
ARG SERVICE
ARG PORT
ARG NODE_FLAGS=""
# The service reads the port variable of its kind; the other one is unused.
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    GRPC_PORT=${PORT} \
    PORT=${PORT} \
    NODE_OPTIONS=${NODE_FLAGS}
WORKDIR /app
RUN groupadd --system --gid 10001 storefront \
  && useradd --system --uid 10001 --gid storefront --home-dir /app --shell /usr/sbin/nologin storefront
COPY --from=build /out ./
USER 10001:10001
EXPOSE ${PORT}
# Kubernetes uses its own probes; this is for plain `docker run`: the gateway answers /healthz, a
# gRPC service accepts connections.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const port=Number(process.env.PORT);if(process.env.SERVICE==='gateway')fetch('http://127.0.0.1:'+port+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1));else require('node:net').connect(port,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"]
CMD ["sh", "-c", "exec node \"services/$SERVICE/dist/main.js\""]
