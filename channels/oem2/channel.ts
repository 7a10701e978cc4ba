import type { z } from "zod";
import type { ChannelSchema } from "../schema";

/** Reseller channel oem2 (金榜志愿). Its FAQ list deliberately differs from oem1's. */
export default {
  code: "oem2",
  brandName: "金榜志愿",
  cardName: "金榜卡",
  logo: "logo.svg",
  header: {
    slogan: "金榜题名，从填好志愿开始",
    followPrompt: "关注“金榜志愿”公众号，获取最新招生资讯",
  },
  footer: {
    companies: [
      { name: "广州金榜信息技术有限公司", address: "广东省广州市天河区天河路 385 号太古汇一座 21 层 2108 室" },
      { name: "深圳金榜教育科技有限公司", address: "广东省深圳市南山区科技园科苑路 15 号科兴科学园 C2 栋 6 层" },
    ],
    contacts: ["商务合作：business@jinbangzy.example.cn", "客服邮箱：help@jinbangzy.example.cn", "投诉建议：feedback@jinbangzy.example.cn"],
    recordNumber: "粤ICP备2024058316号-2",
    copyright: "© 2026 广州金榜信息技术有限公司 版权所有",
  },
  hotline: "400-930-5862",
  serviceHours: "9:00-18:00",
  qr: { qq: "qr-qq.svg", wechat: "qr-wechat.svg" },
  faqLinks: ["FAQUseProducts", "FAQAgreement", "FAQDisclaimer"],
  theme: {
    brand: "#b3261e",
    brandContrast: "#ffffff",
    accent: "#a16207",
    surface: "#fffdf8",
    surfaceAlt: "#fbf3e6",
    text: "#2b1d14",
    textMuted: "#6b5646",
    border: "#ead9c2",
    danger: "#9f1239",
    success: "#3f6212",
  },
} satisfies z.input<typeof ChannelSchema>;
