// The agreement, disclaimer, service terms and FAQ texts: one default ("all") per type, a channel may have its own.
import { BadRequestError, NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import type { Actor } from "../admin/admin.service";
import { can, type StaffAction, type Target } from "../admin/authorize";
import type { Scope } from "../scope/scopes";
import * as repo from "./documents.repo";
import { parseDocumentText, printDocumentText } from "./document-text";
import { seedDocument } from "./documents-seed";
import {
  DEFAULT_DOCUMENT_CHANNEL,
  DOCUMENT_TEXT,
  DOCUMENT_TYPES,
  DocumentKeySchema,
  DocumentSaveSchema,
  type AdminDocument,
  type AdminDocumentRow,
  type ContentContext,
  type ContentDocument,
  type DocumentInfo,
  type DocumentType,
} from "./documents.schema";
import { fillPlaceholders } from "./placeholders";

export interface DocumentsDeps {
  db: Db;
  now: () => number;
  /** Channel codes the deployment knows (lower-case). */
  channelCodes: readonly string[];
  /** The channel of a call that names none. */
  defaultChannel: string;
  /** The channel's facts (brand, hotline…) for one scope, which fill the placeholders. */
  contextOf(channel: string, scope: Scope): ContentContext;
  audit(who: { id: string | null; phone: string }, entry: { action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown }, tx?: Db): Promise<void>;
  authorize(actor: Actor, action: StaffAction, target?: Target): void;
}

/** A text is the same in every scope: only the channel narrows who may write it. */
const targetOf = (channel: string): Target => ({ channels: [channel], scopes: ["all"] });

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, now } = deps;
  // Bumped by every save: the page cache keys on it, so an edit shows on the next visit to this instance.
  let generation = 0;

  function checkChannel(channel: string): string {
    if (channel !== DEFAULT_DOCUMENT_CHANNEL && !deps.channelCodes.includes(channel)) throw new BadRequestError(DOCUMENT_TEXT.channelInvalid);
    return channel;
  }

  /** The channel's own row, else the default row, else the seed (a database not seeded yet still shows the texts). */
  async function resolve(type: DocumentType, channel: string, dbx: Db = db) {
    const rows = await repo.rowsOf(dbx, type, [...new Set([channel, DEFAULT_DOCUMENT_CHANNEL])]);
    const own = rows.find((r) => r.channel === channel) ?? null;
    const shown = own ?? rows.find((r) => r.channel === DEFAULT_DOCUMENT_CHANNEL) ?? null;
    return { own, shown, content: (shown?.content as ContentDocument | undefined) ?? seedDocument(type) };
  }

  async function info(actor: Actor, type: DocumentType, channel: string): Promise<AdminDocument> {
    const { own, shown, content } = await resolve(type, channel);
    const editable = [DEFAULT_DOCUMENT_CHANNEL, ...deps.channelCodes].filter((c) => can(actor, "document.write", targetOf(c)));
    return {
      document_type: type,
      channel,
      own: own !== null,
      text: printDocumentText(content),
      content,
      updatedAt: shown ? shown.updatedAt.toISOString() : null,
      updatedBy: shown ? await repo.editorPhone(db, shown.updatedBy) : null,
      editable,
    };
  }

  return {
    generation: () => generation,

    /** The public text of a type, as the caller's channel and scope show it. */
    async read(type: DocumentType, channelCode: string | null, scope: Scope): Promise<DocumentInfo> {
      const channel = (channelCode ?? deps.defaultChannel).toLowerCase();
      const { shown, content } = await resolve(type, channel);
      return { document_type: type, content: fillPlaceholders(content, deps.contextOf(channel, scope)), updatedAt: shown ? shown.updatedAt.toISOString() : null };
    },

    /** Every stored text (a type whose default is not stored yet shows as the seed). */
    async list(actor: Actor): Promise<AdminDocumentRow[]> {
      deps.authorize(actor, "document.read");
      const rows = await repo.listAll(db);
      return DOCUMENT_TYPES.flatMap((type) => {
        const ofType = rows.filter((r) => r.type === type);
        const seeded: AdminDocumentRow[] = ofType.some((r) => r.channel === DEFAULT_DOCUMENT_CHANNEL)
          ? []
          : [{ document_type: type, channel: DEFAULT_DOCUMENT_CHANNEL, title: seedDocument(type).title, updatedAt: null, updatedBy: null }];
        return [
          ...seeded,
          ...ofType.map((r) => ({ document_type: type, channel: r.channel, title: (r.content as ContentDocument).title, updatedAt: r.updatedAt.toISOString(), updatedBy: r.editorPhone })),
        ];
      });
    },

    async info(actor: Actor, key: unknown): Promise<AdminDocument> {
      deps.authorize(actor, "document.read");
      const { document_type, channel } = DocumentKeySchema.parse(key);
      return info(actor, document_type, checkChannel(channel));
    },

    /** Saves a channel's text from its editing form; a refused text leaves the stored one as it was. */
    async save(actor: Actor, given: unknown): Promise<AdminDocument> {
      const input = DocumentSaveSchema.parse(given);
      const channel = checkChannel(input.channel);
      deps.authorize(actor, "document.write", targetOf(channel));
      const parsed = parseDocumentText(input.text);
      if (!parsed.ok) throw new BadRequestError(parsed.error);
      await db.transaction(async (tx) => {
        const { own } = await resolve(input.document_type, channel, tx);
        await repo.upsert(tx, { type: input.document_type, channel, content: parsed.doc, updatedAt: new Date(now()), updatedBy: actor.id });
        await deps.audit(actor, { action: "document.save", entity: "document", entityId: `${input.document_type}:${channel}`, before: own?.content ?? null, after: parsed.doc }, tx);
      });
      generation++;
      return info(actor, input.document_type, channel);
    },

    /** Drops a channel's own version: the channel follows the default again. The audit entry keeps the dropped text. */
    async reset(actor: Actor, key: unknown): Promise<AdminDocument> {
      const { document_type, channel } = DocumentKeySchema.parse(key);
      checkChannel(channel);
      if (channel === DEFAULT_DOCUMENT_CHANNEL) throw new BadRequestError(DOCUMENT_TEXT.resetDefault);
      deps.authorize(actor, "document.write", targetOf(channel));
      await db.transaction(async (tx) => {
        const { own } = await resolve(document_type, channel, tx);
        if (!own || !(await repo.remove(tx, document_type, channel))) throw new NotFoundError(DOCUMENT_TEXT.noOwnVersion);
        await deps.audit(actor, { action: "document.reset", entity: "document", entityId: `${document_type}:${channel}`, before: own.content, after: null }, tx);
      });
      generation++;
      return info(actor, document_type, channel);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
