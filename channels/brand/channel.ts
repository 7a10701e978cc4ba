import type { z } from "zod";
import type { ChannelSchema } from "../schema";

/** The product's own brand; used when no reseller channel applies. */
export default {
  code: "brand",
  brandName: "志愿规划",
  cardName: "志愿卡",
  logo: "logo.svg",
  header: {
    slogan: "科学填报，一分不浪费",
    followPrompt: "关注“志愿规划”公众号，获取最新招生资讯",
  },
  footer: {
    companies: [
      { name: "杭州志远规划科技有限公司", address: "浙江省杭州市西湖区文三路 398 号东信大厦 12 层" },
      { name: "北京志远云数据服务有限公司", address: "北京市海淀区中关村大街 27 号中关村大厦 9 层 906 室" },
    ],
    contacts: ["商务合作：bd@zhiyuanguihua.example.cn", "客服邮箱：service@zhiyuanguihua.example.cn"],
    recordNumber: "浙ICP备2023016428号-1",
    copyright: "© 2026 杭州志远规划科技有限公司 版权所有",
  },
  hotline: "400-826-3175",
  serviceHours: "8:00-21:00",
  qr: { qq: "qr-qq.svg", wechat: "qr-wechat.svg" },
  faqLinks: ["FAQUseProducts", "FAQNewbieHelp", "FAQAgreement", "FAQDisclaimer"],
  theme: {
    brand: "#1d5bbf",
    brandContrast: "#ffffff",
    accent: "#c2410c",
    surface: "#ffffff",
    surfaceAlt: "#f3f6fb",
    text: "#1f2937",
    textMuted: "#5b6472",
    border: "#d5dce6",
    danger: "#c62828",
    success: "#2e7d32",
  },
} satisfies z.input<typeof ChannelSchema>;
