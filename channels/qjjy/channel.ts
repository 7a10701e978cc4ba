import type { z } from "zod";
import type { ChannelSchema } from "../schema";

/** Reseller channel qjjy (前景教育): the one brand that shows the buy-products FAQ. */
export default {
  code: "qjjy",
  brandName: "前景教育",
  cardName: "前程卡",
  logo: "logo.svg",
  header: {
    slogan: "看清前景，选对大学与专业",
    followPrompt: "关注“前景教育”公众号，获取最新招生资讯",
  },
  footer: {
    companies: [{ name: "武汉前景教育科技有限公司", address: "湖北省武汉市洪山区珞喻路 1037 号光谷创意大厦 8 层 803 室" }],
    contacts: ["商务合作：cooperate@qianjingedu.example.cn", "客服邮箱：cs@qianjingedu.example.cn"],
    recordNumber: "鄂ICP备2023091547号-1",
    copyright: "© 2026 武汉前景教育科技有限公司",
  },
  hotline: "400-117-6480",
  serviceHours: "9:00-20:30",
  qr: { qq: "qr-qq.svg", wechat: "qr-wechat.svg" },
  faqLinks: ["FAQUseProducts", "FAQBuyProducts", "FAQNewbieHelp", "FAQAgreement", "FAQDisclaimer"],
  theme: {
    brand: "#6d28d9",
    brandContrast: "#ffffff",
    accent: "#be185d",
    surface: "#ffffff",
    surfaceAlt: "#f6f3fd",
    text: "#24193a",
    textMuted: "#5e5470",
    border: "#ddd4f0",
    danger: "#c81e1e",
    success: "#166534",
  },
} satisfies z.input<typeof ChannelSchema>;
