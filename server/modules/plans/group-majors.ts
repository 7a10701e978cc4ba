// The majors of a 院校专业组 as a plan names them (no server dependencies: importable by app/).
//
// A group's plan may list the same major more than once (campuses, 实验班, 5+3 tracks share a name and
// a code), so neither the name nor the code tells two of them apart. A chosen major is kept as its
// key: the name, and for the k-th repeat of a name "name（k）" — stable as long as the plan's own
// order is, which is the order the 考试院 publishes.

export interface GroupMajor {
  name: string;
  code: string | null;
  plan: number | null;
  eligible: boolean;
  ineligibleReason: string | null;
}

export function majorKeys(majors: ReadonlyArray<Pick<GroupMajor, "name">>): string[] {
  const seen = new Map<string, number>();
  return majors.map((m) => {
    const n = (seen.get(m.name) ?? 0) + 1;
    seen.set(m.name, n);
    return n === 1 ? m.name : `${m.name}（${n}）`;
  });
}

/** The position of a chosen major in the group's list: by key, else (an API client's choice) by code; -1 when the group has none such. */
export function findMajor(majors: ReadonlyArray<Pick<GroupMajor, "name" | "code">>, chosen: string): number {
  const byKey = majorKeys(majors).indexOf(chosen);
  return byKey >= 0 ? byKey : majors.findIndex((m) => m.code !== null && m.code === chosen);
}

/** The chosen majors in the student's order, each with the group's major (null: not in this year's plan). */
export function chosenMajors<M extends Pick<GroupMajor, "name" | "code">>(majors: readonly M[] | undefined, chosen: readonly string[] | undefined): Array<{ key: string; major: M | null }> {
  return (chosen ?? []).map((key) => {
    const at = majors ? findMajor(majors, key) : -1;
    return { key, major: at >= 0 ? majors![at]! : null };
  });
}

/** 服从专业调剂 unless the student turned it off (the editor offers it ticked: without it a group whose chosen majors are full 退档s the student). */
export const adjustOn = (e: { adjust?: boolean }) => e.adjust !== false;
