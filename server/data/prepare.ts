// `npm run db:prepare`: migrate and seed the configured database, then exit.
import { loadEnv } from "../env";
import { openDatabase } from "../db/client";
import { prepareDatabase } from "./prepare-database";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dir: env.DB_DIR });
try {
  await prepareDatabase(database, (line) => console.log(line));
} finally {
  await database.close();
}
