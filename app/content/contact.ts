import type { Channel } from "#channels/schema";

/** 联系我们: every line comes from the channel's config. */
export function contactUs(channel: Channel) {
  return {
    title: "联系我们",
    intro: `使用${channel.brandName}时遇到问题，或对数据、订单有疑问，可以通过以下方式联系我们。`,
    hotlineHeading: "客服热线",
    hotline: channel.hotline,
    serviceHours: `在线客服时间：${channel.serviceHours}`,
    onlineHint: "也可以扫描页面底部的二维码，通过 QQ 或微信联系在线客服。",
    contactsHeading: "联系方式",
    contacts: channel.footer.contacts.map(splitContact),
    companiesHeading: "公司地址",
    companies: channel.footer.companies,
    safetyNote: "我们的工作人员不会向您索要短信验证码，也不会要求您向个人账户转账。",
  };
}

/** "客服邮箱：x@y" → label, value, and a mailto when the value is an e-mail address. */
function splitContact(line: string): { label: string; value: string; href: string | null } {
  const at = line.search(/[：:]/);
  const label = at >= 0 ? line.slice(0, at) : "联系方式";
  const value = at >= 0 ? line.slice(at + 1).trim() : line;
  return { label, value, href: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? `mailto:${value}` : null };
}
