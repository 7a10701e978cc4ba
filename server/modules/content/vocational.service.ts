// 高职提前招生: early-vocational programmes published for a channel in the full-menu scope (zj), with filters.
import { and, type SQL } from "drizzle-orm";
import { NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import type { Audience, ContentService } from "./content.service";
import * as repo from "./content.repo";
import { CONTENT_TEXT } from "./content.schema";
import type { Vocational, VocationalDetails, VocationalPage, VocationalSummary } from "./content-details.schema";
import { renderMarkdown } from "./markdown";

export function createVocationalService(deps: { db: Db; now: () => number; content: ContentService }) {
  const { db, now, content } = deps;
  const visible = (a: Audience) => ({ kind: "vocational", ...content.audience(a), at: new Date(now()) });

  function toSummary(row: repo.ContentRow): VocationalSummary {
    const d = row.details as VocationalDetails;
    return {
      id: row.id,
      title: row.title,
      year: d.year,
      school: d.school,
      city: d.city,
      majors: d.majors,
      plan: d.plan,
      applyStart: d.applyStart,
      applyEnd: d.applyEnd,
      examDate: d.examDate,
      source: row.source,
      publishAt: row.publishAt!.toISOString(),
    };
  }

  return {
    /** The programmes matching city (exact), school and major (parts of the name), latest year and earliest deadline first. */
    async page(a: Audience, q: { city?: string; school?: string; major?: string; page: number; pageSize: number }): Promise<VocationalPage> {
      const filters: SQL[] = [];
      if (q.city) filters.push(repo.detailEquals("city", q.city));
      if (q.school) filters.push(repo.detailLike("school", q.school));
      if (q.major) filters.push(repo.detailLike("majors", q.major));
      const [{ rows, total }, cities] = await Promise.all([
        repo.publicWindow(db, {
          ...visible(a),
          where: filters.length ? and(...filters) : undefined,
          order: [repo.detailNumberDesc("year"), repo.detail("applyEnd")],
          limit: q.pageSize,
          offset: (q.page - 1) * q.pageSize,
        }),
        repo.publicFacet(db, { ...visible(a), field: repo.detail("city") }),
      ]);
      return { total, page: q.page, pageSize: q.pageSize, cities: cities.map((c) => c.value), results: rows.map(toSummary) };
    },

    /** One programme with its requirements rendered; not published for this channel and scope → not found. */
    async one(a: Audience, id: number): Promise<Vocational> {
      const row = await repo.publicOne(db, { id, ...visible(a) });
      if (!row) throw new NotFoundError(CONTENT_TEXT.notFound);
      return { ...toSummary(row), html: renderMarkdown(row.body) };
    },
  };
}

export type VocationalService = ReturnType<typeof createVocationalService>;
