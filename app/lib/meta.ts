import type { MetaFunction } from "@remix-run/node";

interface RootData {
  channel?: { brandName: string };
}

/** A page's <title>: the route's title, then the brand name (spec §2). */
export function pageTitle(title: string): MetaFunction {
  return ({ matches }) => {
    const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
    const brand = root?.channel?.brandName;
    return [{ title: brand ? `${title} - ${brand}` : title }];
  };
}
