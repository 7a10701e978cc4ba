import { scopeOf, type Handlers } from "../handler";
import type { AdminService } from "#server/modules/admin/admin.service";
import type { DocumentsService } from "#server/modules/documents/documents.service";

type DocumentHandlers = Pick<Handlers, "documentInfo" | "adminDocuments" | "adminDocument" | "adminSaveDocument" | "adminResetDocument">;

/** /yc-admin/document_info is public; the staff calls resolve the actor from the session, the service authorises and audits. */
export function documentHandlers(admin: AdminService, documents: DocumentsService): DocumentHandlers {
  const actor = (token: string | null) => admin.actorOf(token);
  return {
    documentInfo: (q, ctx) => documents.read(q.document_type, ctx.channel, scopeOf(ctx)),
    adminDocuments: async (_q, ctx) => documents.list(await actor(ctx.token)),
    adminDocument: async (q, ctx) => documents.info(await actor(ctx.token), q),
    adminSaveDocument: async (b, ctx) => documents.save(await actor(ctx.token), b),
    adminResetDocument: async (b, ctx) => documents.reset(await actor(ctx.token), b),
  };
}
