// `npm run admin:add -- --phone 13800000000 [--name 张三] [--role admin|editor|viewer] [--channels all|oem1,oem2] [--scopes all|zj,gd]`
// Adds a staff member on the server itself (the first admin comes from here); written to the audit log as "cli".
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client";
import { loadEnv } from "../server/env";
import { loadChannels } from "#channels/registry";
import { CLI_ACTOR, createAdminService } from "../server/modules/admin/admin.service";
import { StaffInputSchema } from "../server/modules/admin/admin.schema";

const { values } = parseArgs({
  options: {
    phone: { type: "string" },
    name: { type: "string", default: "" },
    role: { type: "string", default: "admin" },
    channels: { type: "string", default: "all" },
    scopes: { type: "string", default: "all" },
  },
});
const parsed = StaffInputSchema.safeParse(values);
if (!parsed.success) {
  console.error(`admin:add: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dir: env.DB_DIR });
try {
  // The staff tables only: the reference data is loaded by db:prepare or the server.
  await database.migrate();
  const unused = () => Promise.reject(new Error("not available on the command line"));
  const admin = createAdminService({
    db: database.db,
    now: Date.now,
    oauth: { sendCode: unused, completeLogin: unused },
    channelCodes: [...loadChannels().byCode.keys()],
  });
  const added = await admin.addStaff(CLI_ACTOR, parsed.data);
  console.log(`added ${added.role} ${added.phone} (channels: ${added.channels.join(",")}; scopes: ${added.scopes.join(",")})`);
} catch (error) {
  console.error(`admin:add: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
