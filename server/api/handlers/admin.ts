import { userOf, type Handlers } from "../handler";
import type { AdminService } from "#server/modules/admin/admin.service";
import type { ContentService } from "#server/modules/content/content.service";
import type { LiveService } from "#server/modules/content/live.service";
import type { ShowsService } from "#server/modules/content/shows.service";
import type { VocationalService } from "#server/modules/content/vocational.service";

/** The public readers of the kinds beyond articles, lessons and the manual. */
export interface ShowcaseServices {
  live: LiveService;
  shows: ShowsService;
  vocational: VocationalService;
}

type AdminHandlers = Pick<
  Handlers,
  | "adminSms"
  | "adminLogin"
  | "adminLogout"
  | "adminMe"
  | "adminStaff"
  | "adminAddStaff"
  | "adminUpdateStaff"
  | "adminAudit"
  | "adminContents"
  | "adminContent"
  | "adminPreview"
  | "adminCreateContent"
  | "adminUpdateContent"
  | "adminUpload"
  | "articles"
  | "readArticle"
  | "lessons"
  | "readLesson"
  | "manual"
  | "liveWatching"
  | "liveList"
  | "liveDepartments"
  | "universityShow"
  | "universityShowMore"
  | "earlyVocational"
  | "earlyVocationalInfo"
  | "bannerList"
  | "popupList"
  | "popupDismiss"
  | "popupScore"
  | "popupIsRank"
  | "guideVideos"
>;

/** /yc-admin: every call but the login's names its staff session (Bearer), which the admin service resolves and the services authorise. */
export function adminHandlers(admin: AdminService, content: ContentService, showcase: ShowcaseServices): AdminHandlers {
  const actor = (token: string | null) => admin.actorOf(token);
  const who = (ctx: { channel: string | null; province: Parameters<ContentService["audience"]>[0]["province"] }) => ({ channel: ctx.channel, province: ctx.province });
  return {
    adminSms: (q, ctx) => admin.sendCode(q, ctx.ip),
    adminLogin: (b) => admin.login(b),
    adminLogout: async (_b, ctx) => {
      await admin.logout(await actor(ctx.token));
      return null;
    },
    adminMe: async (_q, ctx) => {
      const { sessionHash: _hash, ...me } = await actor(ctx.token);
      return me;
    },
    adminStaff: async (_q, ctx) => admin.listStaff(await actor(ctx.token)),
    adminAddStaff: async (b, ctx) => admin.addStaff(await actor(ctx.token), b),
    adminUpdateStaff: async (b, ctx) => admin.updateStaff(await actor(ctx.token), b.id, b),
    adminAudit: async (q, ctx) => admin.auditPage(await actor(ctx.token), q.page, q.pageSize),
    adminContents: async (q, ctx) => content.list(await actor(ctx.token), q.kind),
    adminContent: async (q, ctx) => content.info(await actor(ctx.token), q.id),
    adminPreview: async (q, ctx) => content.preview(await actor(ctx.token), q.id),
    adminCreateContent: async (b, ctx) => content.create(await actor(ctx.token), b),
    adminUpdateContent: async (b, ctx) => content.update(await actor(ctx.token), b),
    adminUpload: async (b, ctx) => content.upload(await actor(ctx.token), b.bytes),
    articles: (q, ctx) => content.articles({ channel: ctx.channel, province: ctx.province, provinceId: q.provinceId }, q),
    readArticle: (q, ctx) => content.readArticle({ channel: ctx.channel, province: ctx.province }, q.id),
    lessons: (_q, ctx) => content.lessons({ channel: ctx.channel, province: ctx.province }),
    readLesson: (q, ctx) => content.lesson({ channel: ctx.channel, province: ctx.province }, q.id),
    manual: (_q, ctx) => content.manual({ channel: ctx.channel, province: ctx.province }),
    liveWatching: (q, ctx) => showcase.live.page(who(ctx), q),
    liveList: (q, ctx) => showcase.live.list(who(ctx), q),
    liveDepartments: (_q, ctx) => showcase.live.departments(who(ctx)),
    universityShow: (q, ctx) => showcase.shows.one(who(ctx), q.id),
    universityShowMore: (q, ctx) => showcase.shows.more(who(ctx), q),
    earlyVocational: (q, ctx) => showcase.vocational.page(who(ctx), q),
    earlyVocationalInfo: (q, ctx) => showcase.vocational.one(who(ctx), q.id),
    bannerList: (_q, ctx) => content.banners({ channel: ctx.channel, province: ctx.province }),
    popupList: (q, ctx) => content.popups({ channel: ctx.channel, province: ctx.province }, ctx.user?.userId ?? null, q.seen),
    popupDismiss: (b, ctx) => content.dismissPopup({ channel: ctx.channel, province: ctx.province }, ctx.user?.userId ?? null, b.id),
    popupScore: (_q, ctx) => content.popupScore(userOf(ctx).userId, ctx.province),
    popupIsRank: (_q, ctx) => content.popupRank(userOf(ctx).userId, ctx.province),
    guideVideos: (_q, ctx) => content.guideVideos({ channel: ctx.channel, province: ctx.province }),
  };
}
