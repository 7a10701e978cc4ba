import { readFileSync } from "node:fs";

// Generated once from pinyin-pro (MIT) over every school name in the sources, each character's
// most frequent in-context reading; a build-time table so the app needs no pinyin dependency.
let table: Record<string, string> | null = null;

/** Each character's reading; undefined for characters no school name uses (and for non-Han text). */
export function syllablesOf(text: string): Array<string | undefined> {
  table ??= JSON.parse(readFileSync(new URL("./pinyin-chars.json", import.meta.url), "utf8")) as Record<string, string>;
  return [...text].map((ch) => table![ch]);
}

export function toPinyin(name: string): { pinyin: string; initials: string } {
  const syllables = syllablesOf(name).filter((s): s is string => !!s);
  return { pinyin: syllables.join(""), initials: syllables.map((s) => s[0]).join("") };
}
