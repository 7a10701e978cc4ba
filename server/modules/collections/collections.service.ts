import type { Db } from "#server/db/client";
import { NotFoundError } from "#server/errors";
import * as repo from "./collections.repo";
import { COLLECT_TEXT, type CollectedMajor, type CollectedUniversity, type MajorCollectData, type UniversityCollectData } from "./collections.schema";

export interface CollectionsDeps {
  db: Db;
  now: () => number;
}

/**
 * Collections (收藏) of universities and majors: add, cancel, list, and the
 * per-item counts pages show (院校收藏数, 专业收藏数). Items must exist in the
 * reference data; a person only ever sees their own.
 */
export function createCollectionsService({ db, now }: CollectionsDeps) {
  async function university(ucode: string) {
    const row = await repo.universityById(db, Number(ucode));
    if (!row) throw new NotFoundError(COLLECT_TEXT.noUniversity);
    return row;
  }
  async function major(code: string) {
    const row = await repo.majorByCode(db, code.toUpperCase());
    if (!row) throw new NotFoundError(COLLECT_TEXT.noMajor);
    return row;
  }

  async function universityData(ucode: string, userId: string | null): Promise<UniversityCollectData> {
    const u = await repo.universityWithCollectData(db, Number(ucode), userId);
    if (!u) throw new NotFoundError(COLLECT_TEXT.noUniversity);
    return { ucode: String(u.id), name: u.name, collectCount: Number(u.collectCount), popularity: u.popularity, collected: Boolean(u.collected) };
  }

  async function majorData(code: string, userId: string | null): Promise<MajorCollectData> {
    const m = await major(code);
    const [n, collected] = await Promise.all([repo.counts(db, "major", [m.code]), userId ? repo.isCollected(db, userId, "major", m.code) : false]);
    return { code: m.code, name: m.name, collectCount: n.get(m.code) ?? 0, collected };
  }

  return {
    universityData,
    majorData,
    async collectUniversity(userId: string, ucode: string) {
      const u = await university(ucode);
      await repo.add(db, userId, "university", String(u.id), new Date(now()));
      return universityData(ucode, userId);
    },
    async cancelUniversity(userId: string, ucode: string) {
      const u = await university(ucode);
      await repo.remove(db, userId, "university", String(u.id));
      return universityData(ucode, userId);
    },
    async collectMajor(userId: string, code: string) {
      const m = await major(code);
      await repo.add(db, userId, "major", m.code, new Date(now()));
      return majorData(m.code, userId);
    },
    async cancelMajor(userId: string, code: string) {
      const m = await major(code);
      await repo.remove(db, userId, "major", m.code);
      return majorData(m.code, userId);
    },
    /** The person's collected universities, newest first. */
    async myUniversities(userId: string): Promise<{ total: number; results: CollectedUniversity[] }> {
      const items = await repo.collectedItems(db, userId, "university");
      const ids = items.map((i) => i.itemId);
      const [rows, n] = await Promise.all([repo.universitiesByIds(db, ids.map(Number)), repo.counts(db, "university", ids)]);
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const results = items.flatMap((i) => {
        const r = byId.get(i.itemId);
        if (!r) return [];
        const { id, ...rest } = r;
        return [{ ucode: String(id), ...rest, collectCount: n.get(i.itemId) ?? 0, collectedAt: i.collectedAt.toISOString() }];
      });
      return { total: results.length, results };
    },
    /** The person's collected majors, newest first. */
    async myMajors(userId: string): Promise<{ total: number; results: CollectedMajor[] }> {
      const items = await repo.collectedItems(db, userId, "major");
      const codes = items.map((i) => i.itemId);
      const [rows, n] = await Promise.all([repo.majorsByCodes(db, codes), repo.counts(db, "major", codes)]);
      const byCode = new Map<string, (typeof rows)[number]>();
      for (const r of rows) if (!byCode.has(r.code)) byCode.set(r.code, r);
      const results = items.flatMap((i) => {
        const r = byCode.get(i.itemId);
        return r ? [{ ...r, collectCount: n.get(i.itemId) ?? 0, collectedAt: i.collectedAt.toISOString() }] : [];
      });
      return { total: results.length, results };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
