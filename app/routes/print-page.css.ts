import { globalStyle, style } from "@vanilla-extract/css";
import { space, vars } from "../styles/theme.css";

export const root = style({ display: "grid", gap: space.md, background: vars.surface, padding: space.md });
export const brand = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", borderBottom: `2px solid ${vars.brand}`, paddingBottom: space.sm, flexWrap: "wrap", gap: space.sm });
export const brandName = style({ margin: 0, fontSize: "22px", color: vars.brand });
export const noPrint = style({ "@media": { print: { display: "none" } } });
export const tableWrap = style({ overflowX: "auto" });
// On a phone the table keeps readable columns and scrolls sideways inside its frame; print fits A4.
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "12px", "@media": { "screen and (max-width: 760px)": { minWidth: "880px" } } });
globalStyle(`${table} th, ${table} td`, { border: `1px solid ${vars.border}`, padding: "3px 5px", textAlign: "left", verticalAlign: "top" });
globalStyle(`${table} thead`, { display: "table-header-group" });
globalStyle(`${table} tr`, { breakInside: "avoid" });
// Printing: only the plan, on A4, with page numbers; the site's header, menus and footer stay on screen.
globalStyle(`body:has(${root}) > * > header, body:has(${root}) > * > footer, body:has(${root}) header, body:has(${root}) footer`, { "@media": { print: { display: "none" } } });
globalStyle(`body:has(${root})`, { "@media": { print: { background: "white" } } });
