import type { Db } from "#server/db/client";
import { BadRequestError } from "#server/errors";
import { catalogueEntries, catalogueTree, majorInScope } from "../majors/majors.service";
import type { ReferenceData } from "../reference/reference-data";
import type { Scope } from "../scope/scopes";
import { columnOf } from "./compare-figures";
import * as repo from "./major-compare.repo";
import { COMPARE_MAX, COMPARE_MIN, COMPARE_TEXT, type CompareAnswer, type CompareList, type FiltrateAnswer, type MajorFiltrate, type SelectedMajor } from "./major-compare.schema";

export interface MajorCompareDeps {
  db: Db;
  reference: ReferenceData;
  now: () => number;
}

/**
 * 专业对比: a logged-in person's list of 2–4 majors (kept server-side, emptied on
 * logout), the picker's search over the catalogue, and the side-by-side figures
 * of the chosen majors in the caller's scope.
 */
export function createMajorCompareService({ db, reference, now }: MajorCompareDeps) {
  const majors = { db, reference };

  async function selectedOf(codes: string[]): Promise<SelectedMajor[]> {
    const entries = await catalogueEntries(majors, codes);
    // A code the catalogue no longer knows (a new catalogue year) is skipped, not shown broken.
    return codes.flatMap((c) => {
      const m = entries.get(c);
      return m ? [{ id: m.code, code: m.code, name: m.name, level: m.level, className: m.className }] : [];
    });
  }

  async function list(userId: string): Promise<CompareList> {
    return { selected: await selectedOf((await repo.items(db, userId)).map((i) => i.code)), max: COMPARE_MAX };
  }

  async function mustExist(codes: string[]): Promise<void> {
    const entries = await catalogueEntries(majors, codes);
    const unknown = codes.find((c) => !entries.has(c));
    if (unknown) throw new BadRequestError(COMPARE_TEXT.unknown(unknown));
  }

  return {
    list,

    async add(userId: string, code: string): Promise<CompareList> {
      await mustExist([code]);
      if (!(await repo.addBounded(db, userId, code, new Date(now()), COMPARE_MAX))) throw new BadRequestError(COMPARE_TEXT.full);
      return list(userId);
    },

    async remove(userId: string, code: string): Promise<CompareList> {
      await repo.remove(db, userId, code);
      return list(userId);
    },

    async clear(userId: string): Promise<CompareList> {
      await repo.clear(db, [userId]);
      return list(userId);
    },

    /** Logout (spec §4: the compare state is cleared) of these users. */
    clearForUsers(userIds: string[]): Promise<number> {
      return repo.clear(db, userIds);
    },

    /** The picker: one level's majors, narrowed by keyword or 专业类, each marked when already picked. */
    async filtrate(scope: Scope, q: MajorFiltrate, userId: string | null, access: boolean): Promise<FiltrateAnswer> {
      const [found, whole, mine] = await Promise.all([
        catalogueTree(majors, scope, { level: q.level, keyword: q.keyword || undefined, className: q.className || undefined }),
        catalogueTree(majors, scope, { level: q.level }),
        userId ? list(userId) : Promise.resolve({ selected: [], max: COMPARE_MAX }),
      ]);
      const picked = new Set(mine.selected.map((m) => m.code));
      const flat = found.disciplines.flatMap((d) => d.classes.flatMap((c) => c.majors.map((m) => ({ ...m, discipline: m.discipline ?? d.name }))));
      const page = flat.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      return {
        scope,
        level: q.level,
        majorList: {
          total_num: flat.length,
          page: q.page,
          pageSize: q.pageSize,
          results: page.map((m) => ({ id: m.code, code: m.code, name: m.name, level: m.level, discipline: m.discipline, className: m.className, universityCount: m.universityCount, selected: picked.has(m.code) })),
        },
        tree: whole.disciplines.map((d) => ({ name: d.name, classes: d.classes.map((c) => ({ code: c.code, name: c.name, count: c.majors.length })) })),
        compareList: mine.selected,
        selected: [...picked],
        max: COMPARE_MAX,
        access,
        source: found.source,
      };
    },

    /** The table: `ids` when given (2–4, known, distinct), else the person's list. `full` false withholds the figures. */
    async compare(scope: Scope, ids: string[] | undefined, userId: string | null, full: boolean): Promise<CompareAnswer> {
      let codes: string[];
      if (ids) {
        if (new Set(ids).size !== ids.length) throw new BadRequestError(COMPARE_TEXT.duplicate);
        codes = ids;
      } else {
        codes = userId ? (await list(userId)).selected.map((m) => m.code) : [];
      }
      if (codes.length < COMPARE_MIN) throw new BadRequestError(COMPARE_TEXT.tooFew);
      if (codes.length > COMPARE_MAX) throw new BadRequestError(COMPARE_TEXT.tooMany);
      await mustExist(codes);
      const found = await Promise.all(codes.map((c) => majorInScope(majors, scope, c)));
      const planYear = found[0]!.coverage.planYears[0] ?? null;
      return { scope, planYear, compareList: found.map((m) => columnOf(m, planYear, full)), selected: codes, locked: !full };
    },
  };
}

export type MajorCompareService = ReturnType<typeof createMajorCompareService>;
