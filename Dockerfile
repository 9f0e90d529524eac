# syntax=docker/dockerfile:1
# The app as README "Mise en production / Deploying" runs it: `npm start` applies the migrations
# under the boot lock, then serves Next with the micro-cache (src/start, compiled by the build).

# Dependencies, for the build (development ones included) and for running (production only).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
RUN mkdir /prod && cp package.json package-lock.json /prod/ && cd /prod && npm ci --omit=dev --no-audit --no-fund

# The build: Next's, and the entry points `npm start` runs (dist/server). Loading the Payload config
# needs a database address: `npm run build` starts a throwaway embedded PostgreSQL, which refuses to
# run as root, hence the node user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node . .
USER node
RUN npm run build && rm -rf .data .next/cache

# What runs: the builds and the production dependencies, no source and no development tooling
# (the Payload config and the migrations are compiled into both builds). Next's standalone output
# is not used: it traces what pages import, not the boot that starts the app.
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# Owned by root and read-only to the app, but for Next's cache in .next.
COPY --from=deps /prod/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build /app/dist ./dist
COPY package.json next.config.mjs ./
COPY public ./public
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node directly, not npm: the container's stop signal then reaches the server, which stops gracefully.
CMD ["node", "dist/server/start.mjs"]
