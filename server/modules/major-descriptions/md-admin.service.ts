// Staff edit the site's major descriptions (shown on professionDetails): a draft first, published when ready.
import { BadRequestError, NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import type { Actor } from "../admin/admin.service";
import type { StaffAction, Target } from "../admin/authorize";
import * as repo from "./md-admin.repo";
import { MD_TEXT, MdDraftInputSchema, MdKeySchema, type MdItem, type MdListQuery, type MdPage } from "./md-admin.schema";

export interface MdAdminDeps {
  db: Db;
  now: () => number;
  audit(who: { id: string | null; phone: string }, entry: { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown }, tx?: Db): Promise<void>;
  authorize(actor: Actor, action: StaffAction, target?: Target): void;
}

/** A description is shown to every channel and scope: only grants covering all of them may touch it. */
const EVERYWHERE: Target = { channels: ["all"], scopes: ["all"] };
const PAGE_SIZE = 30;
const AUTHOR = "本站编写";

/** The calendar day in China, as the descriptions are dated. */
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export function createMajorDescriptionAdmin(deps: MdAdminDeps) {
  const { db, now } = deps;

  async function item(level: string, code: string, dbx: Db = db): Promise<MdItem> {
    const major = await repo.major(dbx, level, code);
    if (!major) throw new NotFoundError(MD_TEXT.notFound);
    const [published, draft] = await Promise.all([repo.publishedOf(dbx, level, code), repo.draftOf(dbx, level, code)]);
    return {
      ...major,
      published: published && { intro: published.intro, courses: published.courses, careers: published.careers, author: published.author, date: published.date },
      draft: draft && { intro: draft.intro, courses: draft.courses, careers: draft.careers, updatedAt: draft.updatedAt.toISOString() },
    };
  }

  const entityId = (level: string, code: string) => `${level}:${code}`;

  return {
    async list(actor: Actor, q: MdListQuery): Promise<MdPage> {
      deps.authorize(actor, "content.read", EVERYWHERE);
      const { rows, total } = await repo.page(db, q, PAGE_SIZE);
      return {
        total,
        page: q.page,
        pageSize: PAGE_SIZE,
        results: rows.map((r) => ({ ...r, draftUpdatedAt: r.draftUpdatedAt ? r.draftUpdatedAt.toISOString() : null })),
      };
    },

    async get(actor: Actor, key: unknown): Promise<MdItem> {
      deps.authorize(actor, "content.read", EVERYWHERE);
      const { level, code } = MdKeySchema.parse(key);
      return item(level, code);
    },

    /** Saves (or replaces) the draft; the public page is unchanged until it is published. */
    async saveDraft(actor: Actor, given: unknown): Promise<MdItem> {
      deps.authorize(actor, "content.write", EVERYWHERE);
      const input = MdDraftInputSchema.parse(given);
      return db.transaction(async (tx) => {
        const before = await item(input.level, input.code, tx);
        await repo.saveDraft(tx, { level: input.level, code: input.code, intro: input.intro, courses: input.courses, careers: input.careers, staffId: actor.id, updatedAt: new Date(now()) });
        const after = await item(input.level, input.code, tx);
        await deps.audit(actor, { action: "major_description.draft", entity: "major_description", entityId: entityId(input.level, input.code), before: before.draft, after: after.draft }, tx);
        return after;
      });
    },

    /** Makes the draft the public text, dated today; a later seed file only replaces it if dated later still. */
    async publish(actor: Actor, key: unknown): Promise<MdItem> {
      deps.authorize(actor, "content.write", EVERYWHERE);
      const { level, code } = MdKeySchema.parse(key);
      return db.transaction(async (tx) => {
        const before = await item(level, code, tx);
        if (!before.draft) throw new BadRequestError(MD_TEXT.noDraft);
        const at = now();
        const { updatedAt: _u, ...text } = before.draft;
        // Never dated before the text it replaces: the seed loader only overwrites rows dated earlier than its file.
        const today = chinaDay(at);
        const date = before.published && before.published.date > today ? before.published.date : today;
        await repo.publish(tx, { level, code, name: before.name, ...text, author: AUTHOR, date, updatedAt: new Date(at) });
        await repo.deleteDraft(tx, level, code);
        const after = await item(level, code, tx);
        await deps.audit(actor, { action: "major_description.publish", entity: "major_description", entityId: entityId(level, code), before: before.published, after: after.published }, tx);
        return after;
      });
    },

    async discardDraft(actor: Actor, key: unknown): Promise<MdItem> {
      deps.authorize(actor, "content.write", EVERYWHERE);
      const { level, code } = MdKeySchema.parse(key);
      return db.transaction(async (tx) => {
        const before = await item(level, code, tx);
        if (!before.draft) throw new BadRequestError(MD_TEXT.noDraft);
        await repo.deleteDraft(tx, level, code);
        await deps.audit(actor, { action: "major_description.discard", entity: "major_description", entityId: entityId(level, code), before: before.draft, after: null }, tx);
        return item(level, code, tx);
      });
    },
  };
}

export type MajorDescriptionAdmin = ReturnType<typeof createMajorDescriptionAdmin>;
