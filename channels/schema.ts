import { z } from "zod";

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");
const svgFile = z.string().regex(/^[a-z0-9-]+\.svg$/, "must be an .svg file name in the channel folder");

/** Meaning-based colour tokens a brand sets; components use only these. */
export const ThemeTokensSchema = z.object({
  brand: color,
  brandContrast: color,
  accent: color,
  surface: color,
  surfaceAlt: color,
  text: color,
  textMuted: color,
  border: color,
  danger: color,
  success: color,
});

export const FAQ_LINKS = ["FAQUseProducts", "FAQBuyProducts", "FAQNewbieHelp", "FAQAgreement", "FAQDisclaimer"] as const;

/** The spec's §9 online-service hours; a channel picks one. */
export const SERVICE_HOURS = ["8:00-21:00", "周一至周五 8:30-17:00", "9:00-18:00", "9:00-20:30", "工作日 10:00-17:00"] as const;

export const ChannelSchema = z.object({
  code: z.string().regex(/^[a-z0-9]+$/, "must be lower-case letters and digits"),
  brandName: z.string().min(1),
  cardName: z.string().min(1),
  logo: svgFile,
  header: z.object({
    slogan: z.string().min(1),
    followPrompt: z.string().min(1),
  }),
  footer: z.object({
    companies: z.array(z.object({ name: z.string().min(1), address: z.string().min(1) })).min(1),
    contacts: z.array(z.string().min(1)).min(1),
    recordNumber: z.string().min(1),
    copyright: z.string().min(1),
  }),
  hotline: z.string().regex(/^[0-9-]{7,16}$/, "must be a phone number"),
  serviceHours: z.enum(SERVICE_HOURS),
  qr: z.object({ qq: svgFile, wechat: svgFile }),
  faqLinks: z.array(z.enum(FAQ_LINKS)).min(1),
  theme: ThemeTokensSchema,
});

export type Channel = z.infer<typeof ChannelSchema>;
export type ThemeTokens = z.infer<typeof ThemeTokensSchema>;
