import type { ThemeTokens } from "#channels/schema";

const names: Record<keyof ThemeTokens, string> = {
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

/** The :root rule that gives the theme contract (theme.css.ts) a channel's values. */
export function themeCss(theme: ThemeTokens): string {
  const body = (Object.keys(names) as Array<keyof ThemeTokens>).map((k) => `--yc-${names[k]}:${theme[k]}`).join(";");
  return `:root{${body}}`;
}
