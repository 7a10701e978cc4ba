import { createGlobalThemeContract } from "@vanilla-extract/css";
import { TOKEN_NAMES } from "./theme-tokens";

/**
 * Meaning-based colour tokens. Each channel sets their values at request time
 * (see themeCss), so components never name a hex value or a channel.
 */
export const vars = createGlobalThemeContract(TOKEN_NAMES, (value) => `yc-${value}`);

export const space = { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" } as const;
export const radius = { sm: "4px", md: "8px", lg: "12px" } as const;
export const width = { page: "1200px" } as const;
export const media = { narrow: "screen and (max-width: 760px)" } as const;
