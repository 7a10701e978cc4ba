// First-load JavaScript of a route, as a browser fetches it on a cold first visit: the entry, every
// route module of the match chain (root → layout → page) and the chunks they import statically,
// each gzip'd (level 9) and summed. Lazy imports (import()) load after the page and are not counted.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface RemixManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
}

export function firstLoadJsKb(routeId: string, clientDir = "build/client"): number {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no Remix manifest in ${assets}: run npm run build first`);
  const text = readFileSync(join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as RemixManifest;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
  }
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(clientDir, f)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}
