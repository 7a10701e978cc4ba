import type { z } from "zod";
import type { ChannelSchema } from "../schema";

/** Reseller channel xkzy (学考志愿). */
export default {
  code: "xkzy",
  brandName: "学考志愿",
  cardName: "学考卡",
  logo: "logo.svg",
  header: {
    slogan: "选科、查分、填志愿，一站搞定",
    followPrompt: "关注“学考志愿”公众号，获取最新招生资讯",
  },
  footer: {
    companies: [{ name: "济南学考网络科技有限公司", address: "山东省济南市历下区经十路 11001 号中国铁建国际城 A 座 17 层" }],
    contacts: ["商务合作：partner@xuekaozy.example.cn", "客服邮箱：service@xuekaozy.example.cn"],
    recordNumber: "鲁ICP备2024012386号-1",
    copyright: "© 2026 济南学考网络科技有限公司 保留所有权利",
  },
  hotline: "400-618-2739",
  serviceHours: "工作日 10:00-17:00",
  qr: { qq: "qr-qq.svg", wechat: "qr-wechat.svg" },
  faqLinks: ["FAQNewbieHelp", "FAQUseProducts", "FAQDisclaimer", "FAQAgreement"],
  theme: {
    brand: "#b45309",
    brandContrast: "#ffffff",
    accent: "#0e7490",
    surface: "#fffbf5",
    surfaceAlt: "#fdf1e3",
    text: "#2d2013",
    textMuted: "#6a5643",
    border: "#f0dcc4",
    danger: "#b42318",
    success: "#1e7a3c",
  },
} satisfies z.input<typeof ChannelSchema>;
