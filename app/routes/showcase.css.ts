import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../styles/theme.css";

// 直播间, 直通高校 and 高职提前招生 pages (their lists reuse news.css).
export const lead = style({ margin: `0 0 ${space.md}`, color: vars.textMuted });
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: `0 ${space.md}`,
  margin: `0 0 ${space.md}`,
  "@media": { [media.narrow]: { flexDirection: "column", alignItems: "stretch" } },
});
export const filterButtons = style({ display: "flex", gap: space.sm, marginBottom: space.md });
export const grid = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.md, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" });
export const card = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, background: vars.surface, overflow: "hidden", display: "flex", flexDirection: "column" });
export const cardImage = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", background: vars.border });
export const cardBody = style({ padding: space.md });
/** Spec §9: players are 100% wide and 360 px high. */
export const video = style({ display: "block", width: "100%", height: "360px", background: "#000", borderRadius: radius.md, margin: `${space.md} 0` });
export const gallery = style({ listStyle: "none", padding: 0, margin: `${space.md} 0`, display: "grid", gap: space.sm, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" });
export const galleryImage = style({ width: "100%", height: "auto", borderRadius: radius.sm });
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${space.xs} ${space.md}`, margin: `${space.md} 0` });
export const factName = style({ color: vars.textMuted, margin: 0 });
export const factValue = style({ margin: 0 });
export const external = style({ fontWeight: 600 });
