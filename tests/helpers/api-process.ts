// One API instance as its own process (no Remix build), for tests of several instances sharing one PostgreSQL.
import { createServer } from "node:http";
import { createApp } from "#server/app";
import { openDatabase } from "#server/db/client";
import { prepareDatabase } from "#server/data/prepare-database";
import { loadEnv } from "#server/env";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dir: env.DB_DIR });
await prepareDatabase(database);
const server = createServer(createApp({ env, database }));
server.listen(env.PORT, env.HOST, () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => server.close(() => database.close().then(() => process.exit(0))));
