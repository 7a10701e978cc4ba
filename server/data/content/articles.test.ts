import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_SEED_DIR, parseSeedFile } from "../../modules/content/content-seed";
import { SCOPES, type Scope } from "../../modules/scope/scopes";

const DIR = join(CONTENT_SEED_DIR, "articles");
const REF = process.env.REF_DATA_DIR ?? "../shared/data";
const articles = readdirSync(DIR)
  .filter((f) => f.endsWith(".md"))
  .map((f) => ({ file: f, text: readFileSync(join(DIR, f), "utf8"), ...parseSeedFile(f, readFileSync(join(DIR, f), "utf8")) }));

// What a visitor of the default brand sees once the seed is loaded: the loader publishes every file at its publishedAt.
const visibleIn = (scope: Scope, now: Date) =>
  articles.filter(
    ({ meta }) =>
      (meta.scopes.includes("all") || meta.scopes.includes(scope)) && meta.channels.includes("all") && meta.publishedAt.getTime() <= now.getTime(),
  );

describe("the seed articles", () => {
  it("give every scope at least 12 published articles, each naming its source", () => {
    const now = new Date();
    for (const scope of SCOPES) {
      const seen = visibleIn(scope, now);
      expect(seen.length, scope).toBeGreaterThanOrEqual(12);
      for (const { file, meta } of seen) expect(meta.source.trim().length, file).toBeGreaterThan(4);
    }
  });

  it("call every date of the 2026 calendar provisional and state the calendar's own filling dates", () => {
    const calendar = JSON.parse(readFileSync(join(REF, "rules/zhiyuan-calendar-2026.json"), "utf8")) as {
      provinces: { province: string; tentative?: boolean; batches: { name: string; fill_start: string; fill_end: string; dispatch_date: string }[] }[];
    };
    const names: Record<Scope, string> = { zj: "浙江", gd: "广东", hb: "湖北", sd: "山东", ah: "安徽", jx: "江西" };
    // "2026/6/29 08:00" → "6 月 29 日 8:00", as the articles write it.
    const chinese = (s: string) => {
      const m = /^\d{4}\/(\d+)\/(\d+)(?: 0?(\d+):(\d\d))?/.exec(s)!;
      return `${m[1]} 月 ${m[2]} 日${m[3] ? ` ${m[3]}:${m[4]}` : ""}`;
    };
    for (const scope of SCOPES) {
      const entry = calendar.provinces.find((p) => p.province === names[scope])!;
      const article = articles.find((a) => a.file === `2026-${scope}-calendar.md`);
      expect(article, scope).toBeDefined();
      if (entry.tentative) expect(article!.body).toContain("暂定");
      for (const batch of entry.batches) {
        expect(article!.body, `${scope} ${batch.name}`).toContain(chinese(batch.fill_start));
        expect(article!.body, `${scope} ${batch.name}`).toContain(chinese(batch.fill_end));
        expect(article!.body, `${scope} ${batch.name}`).toContain(chinese(batch.dispatch_date));
      }
    }
  });

  it("quote the score–rank checkpoints of the rank tables they cite", () => {
    // "490 分（累计 184,372 人）" must be the cumulative count of that score in the scope's table of the row's year and track.
    for (const scope of SCOPES) {
      const article = articles.find((a) => a.file === `${scope}-rank-table-and-lines.md`);
      expect(article, scope).toBeDefined();
      let checked = 0;
      for (const row of article!.body.split("\n").filter((l) => l.startsWith("|"))) {
        const year = /\| (20\d\d) \|/.exec(row)?.[1] ?? "2025";
        const track = row.includes("物理") ? "physics" : row.includes("历史") ? "history" : "combined";
        for (const [, score, cum] of row.matchAll(/(\d{3}) 分（累计 ([\d,]+) 人）/g)) {
          const table = readFileSync(join(REF, `rank_tables/${scope}-${year}-${track}.csv`), "utf8");
          const line = table.split("\n").find((l) => l.startsWith(`${score},`));
          expect(line, `${scope} ${year} ${track} ${score}`).toBeDefined();
          expect(line!.split(",")[2]?.trim(), `${scope} ${year} ${track} ${score}`).toBe(cum.replaceAll(",", ""));
          checked++;
        }
      }
      if (scope !== "ah") expect(checked, scope).toBeGreaterThan(0);
    }
  });
});
