import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: "4px", marginBottom: space.md });
export const label = style({ fontWeight: 600, fontSize: "14px", color: vars.text });
export const input = style({
  font: "inherit",
  padding: "8px 10px",
  border: `1px solid ${vars.border}`,
  borderRadius: radius.sm,
  background: vars.surface,
  color: vars.text,
  minWidth: 0,
  width: "100%",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.danger },
    "&:focus-visible": { outline: `2px solid ${vars.accent}`, outlineOffset: "1px" },
  },
});
export const error = style({ color: vars.danger, fontSize: "13px" });
export const description = style({ color: vars.textMuted, fontSize: "13px" });
export const row = style({ display: "flex", gap: space.sm, alignItems: "stretch" });
export const button = style({
  font: "inherit",
  border: "none",
  borderRadius: radius.sm,
  padding: `8px ${space.md}`,
  background: vars.brand,
  color: vars.brandContrast,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&[disabled], &[data-disabled]": { opacity: 0.6, cursor: "not-allowed" },
    "&:focus-visible, &[data-focus-visible]": { outline: `3px solid ${vars.accent}`, outlineOffset: "2px" },
  },
});
export const secondaryButton = style([
  button,
  { background: vars.surface, color: vars.brand, border: `1px solid ${vars.brand}` },
]);
export const formError = style({
  color: vars.danger,
  background: vars.surfaceAlt,
  border: `1px solid ${vars.danger}`,
  borderRadius: radius.sm,
  padding: `${space.xs} ${space.sm}`,
  marginBottom: space.md,
});
export const select = style([input, { appearance: "auto" }]);
export const fieldset = style({ border: "none", padding: 0, margin: `0 0 ${space.md}` });
export const checkboxRow = style({ display: "flex", flexWrap: "wrap", gap: space.md });
export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `4px ${space.sm}`,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.sm,
  cursor: "pointer",
  selectors: {
    // :has() keeps the choice visible without JavaScript, when react-aria's data attributes never change.
    "&[data-selected], &:has(input:checked)": { borderColor: vars.brand, color: vars.brand, fontWeight: 600 },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.accent}`, outlineOffset: "2px" },
    "&[data-focus-visible]": { outline: `3px solid ${vars.accent}`, outlineOffset: "2px" },
  },
});
