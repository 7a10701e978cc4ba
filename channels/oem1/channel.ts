import type { z } from "zod";
import type { ChannelSchema } from "../schema";

/** Reseller channel oem1 (启航志愿). */
export default {
  code: "oem1",
  brandName: "启航志愿",
  cardName: "启航卡",
  logo: "logo.svg",
  header: {
    slogan: "扬帆高考路，志愿早规划",
    followPrompt: "关注“启航志愿”公众号，获取最新招生资讯",
  },
  footer: {
    companies: [{ name: "宁波启航教育咨询有限公司", address: "浙江省宁波市鄞州区天童南路 588 号宁波文化广场 B 座 1506 室" }],
    contacts: ["商务合作：hezuo@qihangzy.example.cn", "客服邮箱：kefu@qihangzy.example.cn"],
    recordNumber: "浙ICP备2023037152号-1",
    copyright: "© 2026 宁波启航教育咨询有限公司",
  },
  hotline: "400-651-8290",
  serviceHours: "周一至周五 8:30-17:00",
  qr: { qq: "qr-qq.svg", wechat: "qr-wechat.svg" },
  faqLinks: ["FAQUseProducts", "FAQNewbieHelp", "FAQAgreement", "FAQDisclaimer"],
  theme: {
    brand: "#0f766e",
    brandContrast: "#ffffff",
    accent: "#b45309",
    surface: "#ffffff",
    surfaceAlt: "#eff8f6",
    text: "#12302d",
    textMuted: "#4f6461",
    border: "#cfe3e0",
    danger: "#b91c1c",
    success: "#15803d",
  },
} satisfies z.input<typeof ChannelSchema>;
