import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { SEED_DIR } from "#server/data/seed";
import type { SearchableUniversity } from "#server/modules/gk-info/university-search";

/** The committed seed's universities in the order the repository lists them (popularity, then id). */
export function seedUniversities(): Array<SearchableUniversity & { id: number }> {
  const seed = JSON.parse(gunzipSync(readFileSync(`${SEED_DIR}ref_universities.json.gz`)).toString("utf8")) as { columns: string[]; rows: unknown[][] };
  const at = (name: string) => {
    const i = seed.columns.indexOf(name);
    if (i < 0) throw new Error(`seed column ${name} missing`);
    return i;
  };
  const c = { id: at("id"), name: at("name"), aliases: at("aliases"), pinyin: at("pinyin"), initials: at("initials"), popularity: at("popularity"), is985: at("is_985"), is211: at("is_211"), dfc: at("is_double_first_class") };
  return seed.rows
    .map((r) => ({
      id: r[c.id] as number,
      name: r[c.name] as string,
      aliases: r[c.aliases] as string[],
      pinyin: r[c.pinyin] as string,
      initials: r[c.initials] as string,
      popularity: r[c.popularity] as number,
      is985: r[c.is985] as boolean,
      is211: r[c.is211] as boolean,
      isDoubleFirstClass: r[c.dfc] as boolean,
    }))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
}
