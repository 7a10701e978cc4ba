import type { ThemeTokens } from "#channels/schema";
import { TOKEN_NAMES } from "./theme-tokens";

/** The :root rule that gives the theme contract (theme.css.ts) a channel's values. */
export function themeCss(theme: ThemeTokens): string {
  const body = (Object.keys(TOKEN_NAMES) as Array<keyof ThemeTokens>).map((k) => `--yc-${TOKEN_NAMES[k]}:${theme[k]}`).join(";");
  return `:root{${body}}`;
}
