import type { Handlers } from "../handler";
import type { AdminService } from "#server/modules/admin/admin.service";
import type { MajorDescriptionAdmin } from "#server/modules/major-descriptions/md-admin.service";

type MdHandlers = Pick<Handlers, "adminMajorDescriptions" | "adminMajorDescription" | "adminSaveMajorDescription" | "adminPublishMajorDescription" | "adminDiscardMajorDescription">;

/** /yc-admin/major-descriptions: the staff session resolves the actor; the service authorises and audits. */
export function majorDescriptionHandlers(admin: AdminService, descriptions: MajorDescriptionAdmin): MdHandlers {
  const actor = (token: string | null) => admin.actorOf(token);
  return {
    adminMajorDescriptions: async (q, ctx) => descriptions.list(await actor(ctx.token), q),
    adminMajorDescription: async (q, ctx) => descriptions.get(await actor(ctx.token), q),
    adminSaveMajorDescription: async (b, ctx) => descriptions.saveDraft(await actor(ctx.token), b),
    adminPublishMajorDescription: async (b, ctx) => descriptions.publish(await actor(ctx.token), b),
    adminDiscardMajorDescription: async (b, ctx) => descriptions.discardDraft(await actor(ctx.token), b),
  };
}
