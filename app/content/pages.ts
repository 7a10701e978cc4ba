// Labels and order of the FAQ and about-us pages (spec §2).
import type { Channel } from "#channels/schema";

export type FaqPage = Channel["faqLinks"][number];

export const FAQ_LABELS: Record<FaqPage, string> = {
  FAQUseProducts: "产品使用",
  FAQBuyProducts: "购买产品",
  FAQNewbieHelp: "新手帮助",
  FAQAgreement: "用户协议",
  FAQDisclaimer: "免责声明",
};

/** Agreement and disclaimer are always reachable, whatever a channel lists. */
const ALWAYS: FaqPage[] = ["FAQAgreement", "FAQDisclaimer"];

/** The FAQ pages a channel shows, in the channel's order; the first is where /FAQPage lands. */
export function faqPagesFor(channel: Pick<Channel, "faqLinks">): FaqPage[] {
  return [...channel.faqLinks, ...ALWAYS.filter((p) => !channel.faqLinks.includes(p))];
}

export const ABOUT_PAGES: Array<[page: string, label: string]> = [
  ["AboutUs", "团队介绍"],
  ["AboutContactUs", "联系我们"],
  ["AboutBusinessCooperation", "商务合作"],
  ["AboutServiceTerms", "服务条款"],
  ["AboutMediaReport", "媒体报道"],
  ["FAQAgreement", "用户协议"],
  ["FAQDisclaimer", "免责声明"],
];
