import { randomBytes } from "node:crypto";
import { BadRequestError, NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import type { Actor } from "../admin/admin.service";
import { can, type StaffAction, type Target } from "../admin/authorize";
import { SCOPES, SCOPE_INFO, type Scope } from "../scope/scopes";
import * as repo from "./content.repo";
import {
  CONTENT_TEXT,
  type AdminContent,
  type Article,
  type ArticlePage,
  type ArticleSummary,
  type ContentInput,
  type ContentKind,
  type ContentStatus,
  type ContentUpdate,
  type Lesson,
  type LessonCatalogue,
  type LessonSummary,
  type Manual,
  type Upload,
} from "./content.schema";
import { renderMarkdown } from "./markdown";
import { checkUpload } from "./upload-check";
import { checkDetails } from "./content-details";
import { captionsOf } from "./content-details.schema";
import { checkKind } from "./content-kinds";
import { createHomeContent } from "./home-content";
import { directoryStore, type StoredObject, type UploadStore } from "../uploads/upload-store";
import { CAPTIONS_MIME, CAPTIONS_SERVED_TYPE } from "../uploads/captions-check";

export interface ContentDeps {
  db: Db;
  now: () => number;
  /** Where uploads are written (UPLOAD_DIR) when no other store is given. */
  uploadDir: string;
  /** The upload store (the S3 bucket when configured); default: the directory store of uploadDir. */
  store?: UploadStore;
  /** Channel codes the deployment knows (lower-case), and the default one. */
  channelCodes: readonly string[];
  defaultChannel: string;
  /** The admin module's audit log and its one authorisation rule. */
  audit(who: { id: string | null; phone: string }, entry: { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown }, tx?: Db): Promise<void>;
  authorize(actor: Actor, action: StaffAction, target?: Target): void;
  /** A user's score records in a scope (popup audiences), from the score-record module. */
  scoreRecordsOf?(userId: string, scope: Scope): Promise<readonly { forecastRank: number | null }[]>;
}

export const uploadUrl = (row: { id: string; ext: string }) => `/uploads/${row.id}.${row.ext}`;

/** The public's view of a call: the channel header (or the deployment's), and the scope (header, else provinceId). */
export interface Audience {
  channel: string | null;
  province: Scope | null;
  provinceId?: number;
}

export function createContentService(deps: ContentDeps) {
  const { db, now } = deps;
  const store = deps.store ?? directoryStore(deps.uploadDir);
  const coverCache = new Map<string, string>();

  /** `dbx`: the transaction a caller is in (PGlite has one connection: a query outside it would wait for it). */
  async function coverUrl(id: string | null, dbx: Db = db): Promise<string | null> {
    if (!id) return null;
    const cached = coverCache.get(id);
    if (cached) return cached;
    const row = await repo.uploadById(dbx, id);
    if (!row) return null;
    const url = uploadUrl(row);
    coverCache.set(id, url);
    return url;
  }

  async function toAdmin(row: repo.ContentRow, dbx: Db = db): Promise<AdminContent> {
    return {
      id: row.id,
      kind: row.kind as ContentKind,
      status: row.status as ContentStatus,
      live: (row.status === "published" || row.status === "scheduled") && row.publishAt !== null && row.publishAt.getTime() <= now(),
      title: row.title,
      summary: row.summary,
      category: row.category,
      body: row.body,
      source: row.source,
      coverUploadId: row.coverUploadId,
      cover: await coverUrl(row.coverUploadId, dbx),
      channels: row.channels,
      scopes: row.scopes,
      publishAt: row.publishAt?.toISOString() ?? null,
      reads: row.reads,
      series: row.series,
      seriesOrder: row.seriesOrder,
      durationMinutes: row.durationMinutes,
      videoUrl: row.videoUrl,
      details: row.details ?? null,
      linkUrl: row.linkUrl,
      endsAt: row.endsAt?.toISOString() ?? null,
      audience: row.audience as AdminContent["audience"],
      frequency: row.frequency as AdminContent["frequency"],
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function toSummary(row: repo.ContentRow): Promise<ArticleSummary> {
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      category: row.category,
      source: row.source,
      publishAt: row.publishAt!.toISOString(),
      reads: row.reads,
      cover: await coverUrl(row.coverUploadId),
    };
  }

  function audience(a: Audience): { channel: string; scope: Scope | null } {
    const asked = a.channel?.toLowerCase();
    const channel = asked && deps.channelCodes.includes(asked) ? asked : deps.defaultChannel;
    const byId = a.provinceId === undefined ? undefined : SCOPES.find((s) => SCOPE_INFO[s].provinceId === a.provinceId);
    return { channel, scope: byId ?? a.province ?? null };
  }

  /** Codes checked against the deployment's; "all" stands alone. */
  function targetOf(input: ContentInput): Target {
    const channels = input.channels.includes("all") ? ["all"] : [...new Set(input.channels)];
    const scopes = input.scopes.includes("all") ? ["all"] : [...new Set(input.scopes)];
    if (channels.some((c) => c !== "all" && !deps.channelCodes.includes(c))) throw new BadRequestError(CONTENT_TEXT.channelInvalid);
    if (scopes.some((s) => s !== "all" && !(SCOPES as readonly string[]).includes(s))) throw new BadRequestError(CONTENT_TEXT.scopeInvalid);
    return { channels, scopes };
  }

  /** Status and publish time from the action: a publish time still to come makes it scheduled. */
  function statusOf(input: ContentInput, previous: repo.ContentRow | null): { status: ContentStatus; publishAt: Date | null } {
    const at = now();
    const asked = input.publishAt ? new Date(input.publishAt) : null;
    if (input.action === "archive") return { status: "archived", publishAt: previous?.publishAt ?? asked };
    if (input.action === "draft") return { status: "draft", publishAt: asked };
    if (asked && asked.getTime() > at) return { status: "scheduled", publishAt: asked };
    return { status: "published", publishAt: asked ?? previous?.publishAt ?? new Date(at) };
  }

  async function checkCover(id: string | null): Promise<void> {
    if (!id) return;
    const row = await repo.uploadById(db, id);
    if (!row) throw new BadRequestError(CONTENT_TEXT.coverMissing);
    if (!row.mime.startsWith("image/")) throw new BadRequestError(CONTENT_TEXT.coverNotImage);
  }

  /** An item the actor may read; others read as not found (their existence is not revealed). */
  async function readable(actor: Actor, id: number): Promise<repo.ContentRow> {
    const row = await repo.byId(db, id);
    if (!row || !can(actor, "content.read", row)) throw new NotFoundError(CONTENT_TEXT.notFound);
    return row;
  }

  const fields = (input: ContentInput, target: Target, details: Record<string, unknown> | null) => ({
    details,
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    category: input.category,
    body: input.body,
    source: input.source,
    coverUploadId: input.coverUploadId,
    channels: [...target.channels],
    scopes: [...target.scopes],
    series: input.series,
    seriesOrder: input.seriesOrder ?? null,
    durationMinutes: input.durationMinutes ?? null,
    videoUrl: input.videoUrl,
    linkUrl: input.linkUrl,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    ...checkKind(input),
  });

  const home = createHomeContent({ db, now, coverUrl: (id) => coverUrl(id), audience, scoreRecordsOf: deps.scoreRecordsOf });

  return {
    /** The channel and scope a public call is answered for (the other public content services share it). */
    audience,
    coverUrl,
    ...home,

    async list(actor: Actor, kind: ContentKind): Promise<AdminContent[]> {
      const rows = await repo.listByKind(db, kind);
      return Promise.all(rows.filter((r) => can(actor, "content.read", r)).map((r) => toAdmin(r)));
    },

    async info(actor: Actor, id: number): Promise<AdminContent> {
      return toAdmin(await readable(actor, id));
    },

    /** Any status, rendered as the public page would show it. */
    async preview(actor: Actor, id: number): Promise<AdminContent & { html: string }> {
      const row = await readable(actor, id);
      return { ...(await toAdmin(row)), html: renderMarkdown(row.body) };
    },

    async create(actor: Actor, input: ContentInput): Promise<AdminContent> {
      const target = targetOf(input);
      deps.authorize(actor, "content.write", target);
      checkKind(input);
      await checkCover(input.coverUploadId);
      const details = await checkDetails(db, input.kind, input, target);
      const t = new Date(now());
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, { ...fields(input, target, details), ...statusOf(input, null), createdBy: actor.id, createdAt: t, updatedAt: t });
        const after = await toAdmin(row, tx);
        await deps.audit(actor, { action: `${input.kind}.create.${row.status}`, entity: input.kind, entityId: String(row.id), after }, tx);
        return after;
      }).finally(home.forgetTargeted);
    },

    async update(actor: Actor, input: ContentUpdate): Promise<AdminContent> {
      const previous = await readable(actor, input.id);
      // Both the item as it is and as it would become must lie inside the actor's grants.
      deps.authorize(actor, "content.write", previous);
      const target = targetOf(input);
      deps.authorize(actor, "content.write", target);
      checkKind({ ...input, kind: previous.kind as ContentKind });
      await checkCover(input.coverUploadId);
      const details = await checkDetails(db, previous.kind as ContentKind, input, target);
      return db.transaction(async (tx) => {
        const row = await repo.update(tx, input.id, { ...fields({ ...input, kind: previous.kind as ContentKind }, target, details), kind: previous.kind, ...statusOf(input, previous), updatedAt: new Date(now()) });
        if (!row) throw new NotFoundError(CONTENT_TEXT.notFound);
        const after = await toAdmin(row, tx);
        await deps.audit(actor, { action: `${previous.kind}.update.${row.status}`, entity: previous.kind, entityId: String(row.id), before: await toAdmin(previous, tx), after }, tx);
        return after;
      }).finally(home.forgetTargeted);
    },

    /** Checks the bytes, stores them renamed under the upload directory, records and audits the upload. */
    async upload(actor: Actor, bytes: Uint8Array): Promise<Upload> {
      deps.authorize(actor, "upload.write");
      const checked = checkUpload(bytes);
      if (!checked.ok) {
        await deps.audit(actor, { action: "upload.refused", entity: "upload", after: { size: bytes.length, reason: checked.reason } });
        throw new BadRequestError(checked.reason);
      }
      const id = randomBytes(16).toString("hex");
      await store.put(`${id}.${checked.type.ext}`, bytes, checked.type.mime);
      const row = { id, mime: checked.type.mime, ext: checked.type.ext, size: bytes.length, width: checked.width, height: checked.height, staffId: actor.id, createdAt: new Date(now()) };
      await repo.insertUpload(db, row);
      const upload = { id, url: uploadUrl(row), mime: row.mime, size: row.size, width: row.width, height: row.height };
      await deps.audit(actor, { action: "upload.store", entity: "upload", entityId: id, after: upload });
      return upload;
    },

    /** The stored upload behind `<id>.<ext>`, for the file route. */
    async uploadFile(name: string): Promise<{ path: string | null; mime: string; fileName: string; open: (range?: string) => Promise<StoredObject | null> } | null> {
      const m = /^([0-9a-f]{32})\.(png|jpg|webp|mp4|vtt)$/.exec(name);
      if (!m) return null;
      const row = await repo.uploadById(db, m[1]);
      if (!row || row.ext !== m[2]) return null;
      const mime = row.mime === CAPTIONS_MIME ? CAPTIONS_SERVED_TYPE : row.mime;
      return { path: store.localPath?.(name) ?? null, mime, fileName: name, open: (range) => store.open(name, range) };
    },

    // The public side: published (or scheduled and due) items for the caller's channel and scope.
    async articles(a: Audience, q: { page: number; pageSize: number; category?: string }): Promise<ArticlePage> {
      const { channel, scope } = audience(a);
      const { rows, total, categories } = await repo.publicPage(db, { kind: "article", channel, scope, at: new Date(now()), ...q });
      return { total, page: q.page, pageSize: q.pageSize, categories, results: await Promise.all(rows.map(toSummary)) };
    },

    /** One article, counting the read. */
    async readArticle(a: Audience, id: number): Promise<Article> {
      const { channel, scope } = audience(a);
      const row = await repo.countRead(db, { id, kind: "article", channel, scope, at: new Date(now()) });
      if (!row) throw new NotFoundError(CONTENT_TEXT.notFound);
      return { ...(await toSummary(row)), html: renderMarkdown(row.body) };
    },

    /** The micro-class series (by name), each with its lessons in series order. */
    async lessons(a: Audience): Promise<LessonCatalogue> {
      const bySeries = await lessonSeries(a);
      return {
        series: [...bySeries].map(([name, lessons]) => ({
          name,
          count: lessons.length,
          minutes: lessons.reduce((sum, l) => sum + (l.durationMinutes ?? 0), 0),
          lessons,
        })),
      };
    },

    /** One lesson with its neighbours in its series; not visible to this channel and scope → not found. */
    async lesson(a: Audience, id: number): Promise<Lesson> {
      const { channel, scope } = audience(a);
      const row = await repo.publicOne(db, { id, kind: "lesson", channel, scope, at: new Date(now()) });
      if (!row) throw new NotFoundError(CONTENT_TEXT.notFound);
      const siblings = (await lessonSeries(a)).get(row.series ?? "") ?? [];
      const at = siblings.findIndex((l) => l.id === row.id);
      return {
        ...toLesson(row),
        html: renderMarkdown(row.body),
        videoUrl: row.videoUrl,
        captionsUrl: row.videoUrl ? await coverUrl(captionsOf(row.details)?.captionsUploadId ?? null) : null,
        previous: at > 0 ? siblings[at - 1] : null,
        next: at >= 0 && at < siblings.length - 1 ? siblings[at + 1] : null,
      };
    },

    /** The user-manual pages in their order, rendered. */
    async manual(a: Audience): Promise<Manual> {
      const { channel, scope } = audience(a);
      const rows = await repo.publicAll(db, { kind: "manual", channel, scope, at: new Date(now()) });
      return { pages: rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, publishAt: r.publishAt!.toISOString(), html: renderMarkdown(r.body) })) };
    },
  };

  function toLesson(row: repo.ContentRow): LessonSummary {
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      series: row.series ?? "",
      order: row.seriesOrder,
      durationMinutes: row.durationMinutes,
      hasVideo: Boolean(row.videoUrl),
      publishAt: row.publishAt!.toISOString(),
      source: row.source,
    };
  }

  /** Visible lessons grouped by series name, in series order (the repository sorts by series, order, id). */
  async function lessonSeries(a: Audience): Promise<Map<string, LessonSummary[]>> {
    const { channel, scope } = audience(a);
    const rows = await repo.publicAll(db, { kind: "lesson", channel, scope, at: new Date(now()) });
    const bySeries = new Map<string, LessonSummary[]>();
    for (const row of rows) {
      const name = row.series ?? "";
      bySeries.set(name, [...(bySeries.get(name) ?? []), toLesson(row)]);
    }
    return bySeries;
  }
}

export type ContentService = ReturnType<typeof createContentService>;
