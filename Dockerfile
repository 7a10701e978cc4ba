# Build stage: install everything, build the Remix bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies, the build and the server sources, as a non-root user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DB_DIR=/data/db
# Behind a load balancer, say which hops may name the client (X-Forwarded-For), or every visitor
# shares the balancer's address and its per-address limits: a hop count, e.g.
#   docker run -e TRUST_PROXY=1 …            (one balancer in front, all traffic passes it)
# or the balancers' addresses, e.g.
#   docker run -e TRUST_PROXY=10.0.0.0/8 …
# Loopback is always trusted. See README "Configuration".
ENV TRUST_PROXY=loopback
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json ./
COPY --from=build /app/server ./server
COPY --from=build /app/channels ./channels
COPY --from=build /app/app ./app
COPY --from=build /app/public ./public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["npm", "start"]
