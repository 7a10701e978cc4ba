// 直通高校: university shows published for a channel and scope, searchable by university.
import { NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import type { Audience, ContentService } from "./content.service";
import { uploadUrl } from "./content.service";
import * as repo from "./content.repo";
import { CONTENT_TEXT } from "./content.schema";
import type { Show, ShowDetails, ShowPage, ShowSummary } from "./content-details.schema";
import { renderMarkdown } from "./markdown";

type StoredShow = ShowDetails & { universityName: string };

export function createShowsService(deps: { db: Db; now: () => number; content: ContentService }) {
  const { db, now, content } = deps;
  const visible = (a: Audience) => ({ kind: "show", ...content.audience(a), at: new Date(now()) });

  async function images(d: StoredShow) {
    const out = [];
    for (const image of d.images) {
      const row = await repo.uploadById(db, image.uploadId);
      // An upload removed from the store since: the show goes on without it.
      if (row) out.push({ url: uploadUrl(row), alt: image.alt, width: row.width, height: row.height });
    }
    return out;
  }

  async function toSummary(row: repo.ContentRow): Promise<ShowSummary> {
    const d = row.details as StoredShow;
    const first = d.images[0] ? (await images({ ...d, images: [d.images[0]] }))[0] : undefined;
    const cover = await content.coverUrl(row.coverUploadId);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      ucode: d.ucode,
      universityName: d.universityName,
      image: first ? { url: first.url, alt: first.alt } : cover ? { url: cover, alt: `${d.universityName}封面` } : null,
      hasVideo: Boolean(row.videoUrl || d.videoUploadId),
      publishAt: row.publishAt!.toISOString(),
    };
  }

  return {
    /** query_university_show_more: a page of shows, newest first, narrowed to universities whose name contains the keyword. */
    async more(a: Audience, q: { keyword?: string; page: number; pageSize: number }): Promise<ShowPage> {
      const where = q.keyword ? repo.detailLike("universityName", q.keyword) : undefined;
      const { rows, total } = await repo.publicWindow(db, { ...visible(a), where, order: [repo.newestFirst], limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
      return { total, page: q.page, pageSize: q.pageSize, results: await Promise.all(rows.map(toSummary)) };
    },

    /** query_university_show: one show; not published for this channel and scope → not found. */
    async one(a: Audience, id: number): Promise<Show> {
      const row = await repo.publicOne(db, { id, ...visible(a) });
      if (!row) throw new NotFoundError(CONTENT_TEXT.notFound);
      const d = row.details as StoredShow;
      const video = d.videoUploadId ? await repo.uploadById(db, d.videoUploadId) : null;
      return {
        ...(await toSummary(row)),
        html: renderMarkdown(row.body),
        source: row.source,
        videoUrl: video ? uploadUrl(video) : row.videoUrl,
        images: await images(d),
      };
    },
  };
}

export type ShowsService = ReturnType<typeof createShowsService>;
