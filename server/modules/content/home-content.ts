// The public side of banners, popups and user-guide videos: what a visitor of one channel and scope is shown.
import { NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import type { Scope } from "../scope/scopes";
import * as repo from "./content.repo";
import { captionsOf } from "./content-details.schema";
import { CONTENT_TEXT, type Banner, type GuideVideo, type Popup, type PopupAudience, type PopupFrequency } from "./content.schema";
import { renderMarkdown } from "./markdown";
import { isDue, parseSeen, type Viewer } from "./popup-rules";

interface HomeDeps {
  db: Db;
  now: () => number;
  coverUrl(id: string | null): Promise<string | null>;
  audience(a: { channel: string | null; province: Scope | null }): { channel: string; scope: Scope | null };
  scoreRecordsOf?(userId: string, scope: Scope): Promise<readonly { forecastRank: number | null }[]>;
}

type Caller = { channel: string | null; province: Scope | null };

/**
 * How long one instance answers a channel's banners, popups or guide videos
 * from the rows it read. They are on every home page, and change only when
 * staff save one: a save on this instance is seen at once (`forgetTargeted`), on
 * another within this time (as the page cache's documents, ADR 003). Publish
 * times and end times are checked on every read, so a scheduled item still
 * shows at its minute.
 */
const TARGETED_TTL_MS = 5_000;

export function createHomeContent(deps: HomeDeps) {
  const { db, now } = deps;
  const targeted = new Map<string, { at: number; rows: Promise<repo.ContentRow[]> }>();

  function targetedRows(kind: "banner" | "popup" | "guide", audience: { channel: string; scope: Scope | null }): Promise<repo.ContentRow[]> {
    const key = `${kind}|${audience.channel}|${audience.scope ?? ""}`;
    const held = targeted.get(key);
    if (held && now() - held.at < TARGETED_TTL_MS && now() >= held.at) return held.rows;
    const rows = repo.publicTargeted(db, { kind, ...audience });
    targeted.set(key, { at: now(), rows });
    // A failed read is not kept: the next visitor asks again.
    rows.catch(() => targeted.get(key)?.rows === rows && targeted.delete(key));
    return rows;
  }

  const visible = async (kind: "banner" | "popup" | "guide", a: Caller) => {
    const at = new Date(now());
    return (await targetedRows(kind, deps.audience(a))).filter((r) => repo.isLiveAt(r, at));
  };

  async function records(userId: string | null, scope: Scope | null) {
    if (!userId || !scope || !deps.scoreRecordsOf) return [];
    return deps.scoreRecordsOf(userId, scope);
  }

  return {
    /** Staff saved an item: this instance reads the lists again. */
    forgetTargeted(): void {
      targeted.clear();
    },

    /** /yc-admin/image/bannerList: in the staff's order (then oldest first). */
    async banners(a: Caller): Promise<Banner[]> {
      const rows = await visible("banner", a);
      const banners = await Promise.all(
        rows.map(async (r) => ({ id: r.id, title: r.title, alt: r.summary, image: await deps.coverUrl(r.coverUploadId), link: r.linkUrl, order: r.seriesOrder, endsAt: r.endsAt?.toISOString() ?? null })),
      );
      return banners.filter((b): b is Banner => b.image !== null);
    },

    /** /yc-admin/popup/list: the popups due for this viewer, given the session's closings (`seen`) and, logged in, the account's. */
    async popups(a: Caller, userId: string | null, seen: string): Promise<Popup[]> {
      const { scope } = deps.audience(a);
      const rows = await visible("popup", a);
      if (rows.length === 0) return [];
      const viewer: Viewer = { loggedIn: userId !== null, hasScore: (await records(userId, scope)).length > 0 };
      const stored = userId ? (await repo.dismissalsOf(db, userId)).map((d) => ({ id: d.id, at: d.at.getTime(), fromSession: false })) : [];
      const dismissals = [...parseSeen(seen), ...stored];
      const due = rows.filter((r) => isDue({ id: r.id, audience: (r.audience ?? "all") as PopupAudience, frequency: (r.frequency ?? "once") as PopupFrequency }, viewer, dismissals, now()));
      return Promise.all(
        due.map(async (r) => ({
          id: r.id,
          title: r.title,
          html: r.body ? renderMarkdown(r.body) : "",
          image: await deps.coverUrl(r.coverUploadId),
          alt: r.summary,
          link: r.linkUrl,
          frequency: (r.frequency ?? "once") as PopupFrequency,
        })),
      );
    },

    /** A popup closed: remembered for the account when logged in; the caller keeps it in the session either way. */
    async dismissPopup(a: Caller, userId: string | null, id: number): Promise<{ id: number; at: number }> {
      const row = await repo.publicOne(db, { id, kind: "popup", ...deps.audience(a), at: new Date(now()) });
      if (!row) throw new NotFoundError(CONTENT_TEXT.notFound);
      const at = now();
      if (userId) await repo.saveDismissal(db, userId, id, new Date(at));
      return { id, at };
    },

    /** /yc-admin/popup/score: does this user have a score record in the scope? */
    async popupScore(userId: string, scope: Scope | null): Promise<{ hasScore: boolean }> {
      return { hasScore: (await records(userId, scope)).length > 0 };
    },

    /** /yc-admin/popup/isRank: does the user's newest record have a rank in the newest 一分一段表? */
    async popupRank(userId: string, scope: Scope | null): Promise<{ isRank: boolean }> {
      const list = await records(userId, scope);
      return { isRank: list.length > 0 && list[list.length - 1].forecastRank !== null };
    },

    /** /yc-admin/userGuide/videoList: in the staff's order. */
    async guideVideos(a: Caller): Promise<GuideVideo[]> {
      const rows = await visible("guide", a);
      return Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          videoUrl: r.videoUrl ?? "",
          durationMinutes: r.durationMinutes,
          order: r.seriesOrder,
          poster: await deps.coverUrl(r.coverUploadId),
          captionsUrl: await deps.coverUrl(captionsOf(r.details)?.captionsUploadId ?? null),
        })),
      );
    },
  };
}
