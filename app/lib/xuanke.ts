// 7选3 pages: shared formatting and URL reading (no server access).
import type { Scope } from "#server/modules/scope/scopes";
import { DASH } from "./format";
import { combosOf, comboLabel, electiveModelOf, parseComboLabel, type ElectiveSubject } from "#server/modules/xuanke/combos";

/** A share (0–1) as a percentage with one decimal, or "-". */
export function pct(share: number | null | undefined): string {
  return share === null || share === undefined || Number.isNaN(share) ? DASH : `${(share * 100).toFixed(1)}%`;
}

/** All combinations of a scope by label (物化生 …), for the compare selects. */
export function comboLabels(scope: Scope): string[] {
  return combosOf(scope).map((c) => comboLabel(c));
}

/** The combination picked with the checkboxes (`s`, and `first` in 3+1+2 scopes) as full names, or null when nothing was picked. */
export function pickedSubjects(url: URL, scope: Scope): string[] | null {
  const picked = url.searchParams.getAll("s").filter(Boolean);
  const first = url.searchParams.get("first");
  if (electiveModelOf(scope) === "1+2" && first) picked.unshift(first);
  return picked.length > 0 ? picked : null;
}

/** Combination labels of the `c` parameters (compare), each read as full names; unreadable ones are kept as given. */
export function comparedCombos(url: URL): Array<{ label: string; subjects: ElectiveSubject[] | null }> {
  return url.searchParams
    .getAll("c")
    .map((c) => c.trim())
    .filter(Boolean)
    .map((label) => ({ label, subjects: parseComboLabel(label) }));
}
