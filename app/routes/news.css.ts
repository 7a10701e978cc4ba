import { globalStyle, style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../styles/theme.css";

export const page = style({ padding: `${space.lg} 0 ${space.xl}` });
export const title = style({ fontSize: "24px", margin: `0 0 ${space.md}` });
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: space.sm, listStyle: "none", padding: 0, margin: `0 0 ${space.md}` });
export const tab = style({
  display: "inline-block",
  padding: `6px ${space.md}`,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  color: vars.text,
  textDecoration: "none",
});
export const tabActive = style([tab, { background: vars.brand, color: vars.brandContrast, borderColor: vars.brand }]);
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.md });
export const item = style({
  display: "flex",
  gap: space.md,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.md,
  padding: space.md,
  background: vars.surface,
  "@media": { [media.narrow]: { flexDirection: "column" } },
});
export const cover = style({ width: "160px", height: "90px", objectFit: "cover", borderRadius: radius.sm, flex: "none", "@media": { [media.narrow]: { width: "100%", height: "auto" } } });
export const itemTitle = style({ fontSize: "18px", margin: `0 0 ${space.xs}` });
export const itemLink = style({ color: vars.text, textDecoration: "none", selectors: { "&:hover, &:focus-visible": { color: vars.brand, textDecoration: "underline" } } });
export const summary = style({ margin: `0 0 ${space.xs}`, color: vars.text });
export const meta = style({ margin: 0, color: vars.textMuted, fontSize: "13px", display: "flex", flexWrap: "wrap", gap: `0 ${space.md}` });
export const empty = style({ padding: space.xl, textAlign: "center", color: vars.textMuted, border: `1px dashed ${vars.border}`, borderRadius: radius.md });
export const pager = style({ display: "flex", gap: space.md, alignItems: "center", justifyContent: "center", marginTop: space.lg });
export const article = style({ maxWidth: "760px", margin: "0 auto" });
export const back = style({ display: "inline-block", marginBottom: space.md });
export const body = style({ lineHeight: 1.8, overflowWrap: "anywhere" });
globalStyle(`${body} table`, { borderCollapse: "collapse", width: "100%", display: "block", overflowX: "auto" });
globalStyle(`${body} th, ${body} td`, { border: `1px solid ${vars.border}`, padding: `4px ${space.sm}`, textAlign: "left" });
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
export const heroCover = style({ width: "100%", height: "auto", borderRadius: radius.md, margin: `${space.md} 0` });
export const source = style({ marginTop: space.lg, paddingTop: space.md, borderTop: `1px solid ${vars.border}`, color: vars.textMuted, fontSize: "14px" });
