import type { MetaFunction } from "@remix-run/node";

interface RootData {
  channel?: { brandName: string };
}

type Matches = Parameters<MetaFunction>[0]["matches"];

function withBrand(title: string, matches: Matches) {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const brand = root?.channel?.brandName;
  return [{ title: brand ? `${title} - ${brand}` : title }];
}

/** A page's <title>: the route's title, then the brand name (spec §2). */
export function pageTitle(title: string): MetaFunction {
  return ({ matches }) => withBrand(title, matches);
}

/**
 * The same for a page whose title comes from what it loaded (an article's
 * title); `fallback` when it loaded nothing (its 404 or error page).
 */
export function dataTitle<D>(titleOf: (data: D) => string | null | undefined, fallback: string): MetaFunction {
  return ({ data, matches }) => withBrand((data ? titleOf(data as D) : null) || fallback, matches);
}
