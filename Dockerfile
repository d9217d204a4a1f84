# The product in one image: the compiled API (apps/api/dist/bin, see apps/api/scripts/build.mjs)
# serving the built web client. Not built on the development machine (no Docker there): written
# against what `npm start` does; see docs/deploy.md.
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
# Manifests first, so that the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build`: the web client (apps/web/dist) and the compiled API (apps/api/dist/bin).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20.19-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data/pglite \
    FILES_DIR=/data/files \
    UPLOAD_DIR=/data/uploads \
    SHUTDOWN_TIMEOUT_MS=10000
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means: the database answers and has every migration (GET /readyz).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM (graceful shutdown within SHUTDOWN_TIMEOUT_MS).
CMD ["node", "--enable-source-maps", "apps/api/dist/bin/main.js"]
