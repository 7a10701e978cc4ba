import type { ThemeTokens } from "#channels/schema";

/** Each theme token's CSS custom property (without the --yc- prefix): one list for the contract and the per-channel rule. */
export const TOKEN_NAMES: Record<keyof ThemeTokens, string> = {
  brand: "brand",
  brandContrast: "brand-contrast",
  accent: "accent",
  surface: "surface",
  surfaceAlt: "surface-alt",
  text: "text",
  textMuted: "text-muted",
  border: "border",
  danger: "danger",
  success: "success",
};
