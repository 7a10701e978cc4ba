// A process that saves one plan over and over on an embedded database (PGlite folder), each save
// the plan repository's atomic versioned update, and prints "saved N" after each committed one.
// plans-crash.test.ts kills it with SIGKILL in the middle and reopens the folder.
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema/index";
import * as repo from "#server/modules/plans/plans.repo";

const dir = process.argv[2]!;
const database = await openDatabase({ dir });
await database.migrate();
const db = database.db;
const owner = { userId: "u-crash", scope: "zj" };
const at = new Date();
await db.insert(users).values({ id: owner.userId, phone: "13900000001", createdAt: at, updatedAt: at }).onConflictDoNothing();
const entriesOf = (v: number) => Array.from({ length: 80 }, (_, i) => ({ unitId: `v${v}-${i}`, adjust: i % 2 === 0 }));
let plan = await repo.getPlan(db, owner, "p-crash");
if (!plan) {
  plan = { id: "p-crash", userId: owner.userId, scope: "zj", type: "1", name: "crash", kind: "saved", conflictOf: null, version: 1, student: { rank: 1000 }, rank: 1000, entries: entriesOf(1), filters: {}, shareToken: null, createdAt: at, updatedAt: at };
  await repo.insertPlan(db, plan);
}
await repo.upsertDraft(db, { ...owner, type: "1", planId: "p-crash", baseVersion: 1, name: "draft", student: { rank: 1000 }, entries: entriesOf(0), filters: {}, updatedAt: at });
process.stdout.write("ready\n");
let version = plan.version;
for (;;) {
  const next = await repo.updatePlanIfVersion(db, owner, "p-crash", version, { name: "crash", student: { rank: 1000 }, rank: 1000, entries: entriesOf(version + 1), filters: {}, updatedAt: new Date() });
  if (!next) throw new Error("version moved under the only writer");
  version = next.version;
  process.stdout.write(`saved ${version}\n`);
}
