# syntax=docker/dockerfile:1
# The site as a container image (README "Scaled-out set-up"): the proven commands (npm ci, npm run
# build, node server.js), production dependencies only in the final image, a non-root user.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY public ./public
# The company's photos and logos as the build made them (decision 211).
COPY --from=build /app/public/images/content ./public/images/content
# Read at start-up: the migrations every instance applies (one at a time) and the seed.
COPY supabase/migrations ./supabase/migrations
COPY supabase/seed.sql ./supabase/seed.sql
# The blog's articles, upserted into blog_posts at start-up (decision 185).
COPY app/content/articles ./app/content/articles
# The company's identity, people, proof and vacancies, checked at start-up (decision 210).
COPY app/content/company ./app/content/company
# The embedded database and file outbox (single instance, no DATABASE_URL) live in /data.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# 200 once the database answers; the load balancer and the orchestrator both use it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
