# syntax=docker/dockerfile:1
#
# One Dockerfile, one target per process (docker-compose.yml picks them):
#   api, worker, realtime   the Node processes, run from TypeScript with tsx (no separate compile step)
#   migrate                 one-shot: migrations + idempotent demo seed
#   web                     the Node web server: server-rendered public pages (issue 30), behind the edge
#   edge                    nginx serving the built SPA and proxying /api and /socket.io (deploy/nginx.conf)
# Every Node target shares the `deps` and `source` layers, so building all of them costs one `npm ci`.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# ---- dependencies: only the manifests, so source edits do not re-run npm ci -----------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY db/package.json db/
COPY api/package.json api/
COPY worker/package.json worker/
COPY realtime/package.json realtime/
COPY web/package.json web/
COPY test/package.json test/
COPY bench/package.json bench/
# Dev dependencies included: tsx (the runtime) and vite (the web build) are dev tools of the root/web.
RUN npm ci

# ---- source -------------------------------------------------------------------------------------------
FROM deps AS source
COPY . .
# Writable by the runtime user: uploads (api) and the local email outbox (worker; the api may read it).
RUN mkdir -p /app/.data/uploads /app/.data/outbox && chown -R node:node /app/.data

# ---- Node process targets -----------------------------------------------------------------------------
# `node --import tsx <entry>` (not `npx tsx`): node is PID 1 and receives SIGTERM itself; each entry point
# handles it and exits within 10 s.
FROM source AS api
USER node
ENV API_PORT=3001
EXPOSE 3001
CMD ["node", "--import", "tsx", "api/src/index.ts"]

FROM source AS worker
USER node
ENV WORKER_HEALTH_PORT=3003
EXPOSE 3003
CMD ["node", "--import", "tsx", "worker/src/index.ts"]

FROM source AS realtime
USER node
ENV REALTIME_PORT=3002
EXPOSE 3002
CMD ["node", "--import", "tsx", "realtime/src/index.ts"]

# Migrates, then seeds the demo data; both idempotent, so it runs on every `docker compose up`.
FROM source AS migrate
USER node
CMD ["node", "--import", "tsx", "db/src/cli/seed.ts"]

# ---- web build and the edge ---------------------------------------------------------------------------
# Source maps are written to web/sourcemaps, outside web/dist: the edge image gets only web/dist.
FROM source AS web-build
RUN npm run build -w @fanlift/web

# The web server renders public pages on the server (web/dist-ssr) and serves the SPA; the edge caches its pages.
FROM web-build AS web
USER node
ENV WEB_PORT=3000 WEB_DIST=web/dist
EXPOSE 3000
CMD ["node", "--import", "tsx", "web/server/index.ts"]

FROM ${NGINX_IMAGE} AS edge
# A template: the image's entrypoint writes conf.d/default.conf from it with ${PROXY_SECRET} filled in.
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
# Only PROXY_SECRET is filled in (nginx's own $variables and any other environment variable stay as written).
ENV NGINX_ENVSUBST_FILTER=^PROXY_SECRET$
COPY deploy/nginx-security-headers.conf /etc/nginx/snippets/fanlift-security-headers.conf
COPY --from=web-build /app/web/dist /usr/share/nginx/html
EXPOSE 8080
