// `npm run data:import -- --kind early-vocational --scope zj --year 2026 --file x.csv [--source …] [--strict]`:
// one year's 高职提前招生 programmes of a scope, as published content for every channel, replacing that
// scope + year of earlier imports (programmes staff added in /admin are left alone).
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { and, count, eq, like } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { contents } from "#server/db/schema/admin";
import { CLI_ACTOR, writeAudit } from "#server/modules/admin/admin.service";
import { DETAILS_TEXT, VOCATIONAL_SCOPES, VocationalDetailsSchema, type VocationalDetails } from "#server/modules/content/content-details.schema";
import { parseCsv } from "./csv";
import type { Reject } from "./importers/common";

export interface VocationalImportResult {
  imported: number;
  replaced: number;
  rejects: Reject[];
}

const REQUIRED_COLUMNS = ["school", "city", "majors", "apply_start", "apply_end"];

export async function importEarlyVocational(
  database: Database,
  opts: { scope: string; year: number; file: string; source?: string; strict?: boolean; now?: Date },
): Promise<VocationalImportResult> {
  if (!(VOCATIONAL_SCOPES as readonly string[]).includes(opts.scope)) throw new Error(`early-vocational programmes are listed for ${VOCATIONAL_SCOPES.join(", ")} only, not ${opts.scope}`);
  const file = basename(opts.file);
  const { header, records } = parseCsv(readFileSync(opts.file, "utf8"));
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`${file}: missing column(s) ${missing.join(", ")}`);

  const rejects: Reject[] = [];
  const rows: { key: string; title: string; body: string; source: string; details: VocationalDetails }[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const v = (name: string) => (record.values[name] ?? "").trim();
    const reject = (reason: string) => rejects.push({ file, line: record.line, reason });
    const parsed = VocationalDetailsSchema.safeParse({
      year: opts.year,
      school: v("school"),
      city: v("city"),
      majors: v("majors"),
      plan: v("plan"),
      applyStart: v("apply_start"),
      applyEnd: v("apply_end"),
      examDate: v("exam_date"),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      reject(`${issue?.path.join(".") || "row"}: ${issue?.message ?? "invalid"}`);
      continue;
    }
    const source = v("source") || opts.source || "";
    if (!source) {
      reject(`source: ${DETAILS_TEXT.vocationalSourceRequired}`);
      continue;
    }
    const title = (v("title") || `${parsed.data.school} ${opts.year} 年高职提前招生`).slice(0, 80);
    const key = `import:early-vocational:${opts.scope}:${opts.year}:${parsed.data.school}:${title}`;
    if (seen.has(key)) {
      reject(`duplicate: ${parsed.data.school}「${title}」 already appears above`);
      continue;
    }
    seen.add(key);
    rows.push({ key, title, body: v("requirements"), source: source.slice(0, 200), details: parsed.data });
  }
  if (opts.strict && rejects.length) return { imported: 0, replaced: 0, rejects };

  const at = opts.now ?? new Date();
  const slice = and(eq(contents.kind, "vocational"), like(contents.seedKey, `import:early-vocational:${opts.scope}:${opts.year}:%`));
  return database.db.transaction(async (tx) => {
    const [{ replaced }] = await tx.select({ replaced: count() }).from(contents).where(slice);
    await tx.delete(contents).where(slice);
    if (rows.length) {
      await tx.insert(contents).values(
        rows.map((r) => ({
          kind: "vocational",
          status: "published",
          title: r.title,
          body: r.body,
          source: r.source,
          channels: ["all"],
          scopes: [opts.scope],
          publishAt: at,
          details: r.details,
          seedKey: r.key,
          createdAt: at,
          updatedAt: at,
        })),
      );
    }
    // The operator's import is an admin action like any other: the audit log names the file and the counts.
    await writeAudit(tx, at, CLI_ACTOR, {
      action: "vocational.import",
      entity: "vocational",
      entityId: `${opts.scope}:${opts.year}`,
      before: { count: replaced },
      after: { file, imported: rows.length, rejected: rejects.length },
    });
    return { imported: rows.length, replaced, rejects };
  });
}
