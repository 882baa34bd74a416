# Codeflow server image: the built web app and server bundle on Node 24 (docs/decisions/035-scale-out.md).
# Build: docker build -t codeflow .   Run three of it: deploy/compose.yaml.
# Not built in this repository's CI: the CI machine has no container engine or registry access (decision 035).

# ---- build: every workspace's dependencies, then `npm run build` (web app, then server bundle) ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# no install scripts: the parsers ship WebAssembly, argon2 a prebuilt binary (root package.json "allowScripts")
RUN npm ci --no-audit --no-fund --ignore-scripts && npm run build

# ---- deps: the server's production dependencies only (no web, bench or test packages) ----
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts --workspace=@codeflow/server

# ---- runtime ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contracts packages/contracts
COPY --from=build /app/packages/engine/package.json packages/engine/
COPY --from=build /app/packages/engine/src packages/engine/src
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /api/health answers 200 when the server and its database answer (503 otherwise)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) closes the server, then the database (apps/server/src/main.ts)
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
