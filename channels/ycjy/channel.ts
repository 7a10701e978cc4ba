import type { z } from "zod";
import type { ChannelSchema } from "../schema";

/** Reseller channel ycjy (优才教育): a dark theme with a gold brand colour. */
export default {
  code: "ycjy",
  brandName: "优才教育",
  cardName: "优才卡",
  logo: "logo.svg",
  header: {
    slogan: "大数据护航，助力优才圆梦名校",
    followPrompt: "关注“优才教育”公众号，获取最新招生资讯",
  },
  footer: {
    companies: [
      { name: "合肥优才教育科技有限公司", address: "安徽省合肥市蜀山区望江西路 800 号创新产业园二期 F3 栋 12 层" },
      { name: "南昌优才文化传播有限公司", address: "江西省南昌市红谷滩区赣江中大道 1218 号新地中心 22 层 2206 室" },
    ],
    contacts: ["商务合作：bd@youcaiedu.example.cn", "客服邮箱：kf@youcaiedu.example.cn"],
    recordNumber: "皖ICP备2023047261号-3",
    copyright: "© 2026 合肥优才教育科技有限公司 版权所有",
  },
  hotline: "400-882-0516",
  serviceHours: "8:00-21:00",
  qr: { qq: "qr-qq.svg", wechat: "qr-wechat.svg" },
  faqLinks: ["FAQUseProducts", "FAQNewbieHelp", "FAQDisclaimer"],
  theme: {
    brand: "#f5b301",
    brandContrast: "#1a1200",
    accent: "#5ec8f2",
    surface: "#10192b",
    surfaceAlt: "#172338",
    text: "#e6edf7",
    textMuted: "#a9b5c8",
    border: "#2c3a55",
    danger: "#ff8a80",
    success: "#7ddc8a",
  },
} satisfies z.input<typeof ChannelSchema>;
