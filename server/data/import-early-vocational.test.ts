import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { auditLog, contents } from "#server/db/schema/admin";
import { DETAILS_TEXT } from "#server/modules/content/content-details.schema";
import { freshDatabase } from "#tests/helpers/db";
import { importEarlyVocational } from "./import-early-vocational";

const dir = mkdtempSync(join(tmpdir(), "early-vocational-"));
const csv = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const HEADER = "school,city,majors,plan,apply_start,apply_end,exam_date,requirements,source\n";

describe("npm run data:import -- --kind early-vocational", () => {
  it("imports valid rows as published zj programmes for every channel and reports each reject with its line and reason", async () => {
    const file = csv(
      "a.csv",
      HEADER +
        `甲职业技术学院,宁波,"护理、药学",120,2026-03-01,2026-03-10,2026-04-11,"须为浙江省考生",甲学院 2026 年提前招生章程\n` +
        `乙职业技术学院,杭州,机电一体化技术,,2026-03-01,2026-03-10,,,\n` +
        `丙职业技术学院,温州,护理,80,2026-03-10,2026-03-01,,,丙学院章程\n` +
        `,温州,护理,80,2026-03-01,2026-03-10,,,丁学院章程\n` +
        `戊职业技术学院,台州,,80,2026-03-01,2026-03-10,,,戊学院章程\n` +
        `己职业技术学院,台州,护理,很多,2026-03-01,2026-03-10,,,己学院章程\n` +
        `甲职业技术学院,宁波,"护理、药学",120,2026-03-01,2026-03-10,2026-04-11,"须为浙江省考生",甲学院 2026 年提前招生章程\n`,
    );
    const result = await importEarlyVocational(database, { scope: "zj", year: 2026, file });
    expect(result.imported).toBe(1);
    expect(result.replaced).toBe(0);
    expect(result.rejects).toEqual([
      { file: "a.csv", line: 3, reason: `source: ${DETAILS_TEXT.vocationalSourceRequired}` },
      { file: "a.csv", line: 4, reason: `applyEnd: ${DETAILS_TEXT.vocationalDatesOrder}` },
      { file: "a.csv", line: 5, reason: `school: ${DETAILS_TEXT.vocationalSchoolRequired}` },
      { file: "a.csv", line: 6, reason: `majors: ${DETAILS_TEXT.vocationalMajorsRequired}` },
      { file: "a.csv", line: 7, reason: `plan: ${DETAILS_TEXT.vocationalPlanInvalid}` },
      { file: "a.csv", line: 8, reason: "duplicate: 甲职业技术学院「甲职业技术学院 2026 年高职提前招生」 already appears above" },
    ]);
    const [row] = await database.db.select().from(contents).where(eq(contents.kind, "vocational"));
    expect(row).toMatchObject({ status: "published", title: "甲职业技术学院 2026 年高职提前招生", channels: ["all"], scopes: ["zj"], source: "甲学院 2026 年提前招生章程", body: "须为浙江省考生" });
    expect(row.details).toMatchObject({ majors: ["护理", "药学"], plan: 120, examDate: "2026-04-11", year: 2026 });
  });

  it("replaces that scope and year only, is audited, and --strict changes nothing when a row is rejected", async () => {
    const good = csv("b.csv", HEADER + `乙职业技术学院,杭州,机电一体化技术,,2026-03-01,2026-03-10,,,乙学院章程\n`);
    const again = await importEarlyVocational(database, { scope: "zj", year: 2026, file: good });
    expect(again).toMatchObject({ imported: 1, replaced: 1, rejects: [] });
    const titles = (await database.db.select({ title: contents.title }).from(contents).where(eq(contents.kind, "vocational"))).map((r) => r.title);
    expect(titles).toEqual(["乙职业技术学院 2026 年高职提前招生"]);
    const bad = csv("c.csv", HEADER + `丙职业技术学院,温州,护理,80,2026-03-01,2026-02-30,,,丙学院章程\n`);
    const strict = await importEarlyVocational(database, { scope: "zj", year: 2026, file: bad, strict: true });
    expect(strict.imported).toBe(0);
    expect(strict.rejects[0].reason).toBe(`applyEnd: ${DETAILS_TEXT.vocationalDateInvalid}`);
    expect((await database.db.select().from(contents).where(eq(contents.kind, "vocational"))).length).toBe(1);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "vocational.import"));
    expect(audits.map((a) => a.after)).toEqual([
      { file: "a.csv", imported: 1, rejected: 6 },
      { file: "b.csv", imported: 1, rejected: 0 },
    ]);
  });

  it("refuses scopes without 高职提前招生 and files without the required columns", async () => {
    const good = csv("d.csv", HEADER);
    await expect(importEarlyVocational(database, { scope: "gd", year: 2026, file: good })).rejects.toThrow(/zj only/);
    await expect(importEarlyVocational(database, { scope: "zj", year: 2026, file: csv("e.csv", "school,city\nx,y\n") })).rejects.toThrow(/missing column/);
  });
});
