// 直播间: the live-room links published for a channel (and scope), soonest start first.
import type { Db } from "../../db/client";
import { contents } from "../../db/schema/admin";
import type { Audience, ContentService } from "./content.service";
import * as repo from "./content.repo";
import type { LiveDetails, LiveLink, LivePage } from "./content-details.schema";

export function createLiveService(deps: { db: Db; now: () => number; content: ContentService }) {
  const { db, now, content } = deps;
  const startAt = repo.detail("startAt");

  async function toLink(row: repo.ContentRow): Promise<LiveLink> {
    const d = row.details as LiveDetails;
    return { id: row.id, title: row.title, summary: row.summary, department: row.category, url: d.url, startAt: d.startAt, cover: await content.coverUrl(row.coverUploadId) };
  }

  const visible = (a: Audience) => ({ kind: "live", ...content.audience(a), at: new Date(now()) });

  return {
    /** get_online_watching: a window (limit, offset) of the links, by start time. */
    async page(a: Audience, q: { limit: number; offset: number }): Promise<LivePage> {
      const { rows, total } = await repo.publicWindow(db, { ...visible(a), order: [startAt], limit: q.limit, offset: q.offset });
      return { total, limit: q.limit, offset: q.offset, results: await Promise.all(rows.map(toLink)) };
    },

    /** get_list_online_watching: every link (of one department when named), by start time. */
    async list(a: Audience, q: { department?: string }): Promise<LiveLink[]> {
      const where = q.department ? repo.eqCategory(q.department) : undefined;
      const { rows } = await repo.publicWindow(db, { ...visible(a), where, order: [startAt], limit: 200, offset: 0 });
      return Promise.all(rows.map(toLink));
    },

    /** get_departments_online_watching: the departments (categories) that have links, with their counts. */
    async departments(a: Audience): Promise<{ department: string; count: number }[]> {
      const facet = await repo.publicFacet(db, { ...visible(a), field: repo.asText(contents.category) });
      return facet.map((f) => ({ department: f.value, count: f.count }));
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
