// The application-filling pages' shared rules (no server dependencies).
import type { PlanEntry } from "#server/modules/plans/plans.schema";

/** Moves the entry at `from` to `to` (0-based, clamped); the others keep their order. */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= entries.length) return [...entries];
  const target = Math.max(0, Math.min(entries.length - 1, to));
  const out = [...entries];
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item!);
  return out;
}

/** The editor's form posts, as the draft changes they make. */
export function applyEdit(entries: readonly PlanEntry[], form: FormData): PlanEntry[] | null {
  const intent = String(form.get("intent") ?? "");
  const index = Number(form.get("index"));
  const unitId = String(form.get("unitId") ?? "");
  switch (intent) {
    case "add":
      if (!unitId || entries.some((e) => e.unitId === unitId)) return [...entries];
      return [...entries, { unitId }];
    case "remove":
      return entries.filter((_, i) => i !== index);
    case "up":
      return moveEntry(entries, index, index - 1);
    case "down":
      return moveEntry(entries, index, index + 1);
    case "move": {
      const to = Number(form.get("to"));
      return Number.isInteger(to) ? moveEntry(entries, index, to - 1) : [...entries];
    }
    case "replace": {
      const next = String(form.get("newUnitId") ?? "");
      if (!next || entries.some((e) => e.unitId === next)) return [...entries];
      return entries.map((e) => (e.unitId === unitId ? { unitId: next } : e));
    }
    case "group": {
      // One form per group: the ticked majors in the order the page lists them (chosen ones first, in
      // the student's order), 服从调剂, and optionally a 上移/下移 button's "up:key" / "down:key".
      let majors = [...new Set(form.getAll("majors").map(String).filter(Boolean))];
      const [dir, ...rest] = String(form.get("move") ?? "").split(":");
      const at = majors.indexOf(rest.join(":"));
      if (at >= 0 && (dir === "up" || dir === "down")) majors = moveEntry(majors, at, dir === "up" ? at - 1 : at + 1);
      return entries.map((e, i) => (i === index ? { ...e, majors, adjust: form.get("adjust") === "on" } : e));
    }
    default:
      return null;
  }
}
