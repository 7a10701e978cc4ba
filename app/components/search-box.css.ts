import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const box = style({ display: "flex", flexDirection: "column", gap: "4px", flex: "1 1 16rem", minWidth: 0 });
export const row = style({ display: "flex" });
export const popover = style({ background: vars.surface, border: `1px solid ${vars.border}`, borderRadius: radius.md, boxShadow: "0 4px 16px rgba(0,0,0,.12)", width: "var(--trigger-width)", overflow: "auto", maxHeight: "320px" });
export const listbox = style({ outline: "none", padding: space.xs });
export const option = style({
  display: "flex",
  flexDirection: "column",
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focused]": { background: vars.brand, color: vars.brandContrast } },
});
export const optionName = style({ fontWeight: 600 });
export const optionMeta = style({ fontSize: "12px", opacity: 0.85 });
export const empty = style({ margin: 0, padding: space.sm, color: vars.textMuted, fontSize: "13px" });
