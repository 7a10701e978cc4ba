// The content kinds edited under /admin/showcase, in the order of their tabs.
export const SHOWCASE_KINDS = ["live", "show", "vocational"] as const;
export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];
export const isShowcaseKind = (v: string | null | undefined): v is ShowcaseKind => (SHOWCASE_KINDS as readonly string[]).includes(v ?? "");
export const SHOWCASE_NOUN: Record<ShowcaseKind, string> = { live: "直播链接", show: "高校介绍", vocational: "提前招生项目" };
