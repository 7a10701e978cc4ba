// The content kinds edited at /admin/promos/<kind>: home banners, home popups and user-guide videos.
import { KIND_LABEL } from "#server/modules/content/content.schema";

export const PROMO_KINDS = ["banner", "popup", "guide"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export function promoKind(value: string | undefined): PromoKind {
  const kind = PROMO_KINDS.find((k) => k === value);
  if (!kind) throw new Response("页面不存在", { status: 404 });
  return kind;
}

export const PROMO_LABEL: Record<PromoKind, string> = { banner: KIND_LABEL.banner, popup: KIND_LABEL.popup, guide: KIND_LABEL.guide };
