import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" || entry.name === "seed" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project-relative files a source file imports (aliases and relative paths; packages are left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    if (spec.startsWith("#server/")) return [join("server", spec.slice("#server/".length))];
    if (spec.startsWith("#app/") || spec.startsWith("#channels/") || spec.startsWith("#tests/")) return [spec.slice(1)];
    if (spec.startsWith(".")) return [relative(ROOT, resolve(dirname(file), spec))];
    return [];
  });
}

/** server/modules/<name>/… is module <name>; any other server file belongs to its folder (db, data, http, api …). */
function moduleOf(path: string): string | null {
  const parts = path.split("/");
  if (parts[0] !== "server") return null;
  if (parts[1] === "modules") return parts[2] ?? null;
  return parts.length > 2 ? parts[1]! : "server";
}

const files = sourceFiles(join(ROOT, "server"));
const edges = files.flatMap((file) => {
  const from = relative(ROOT, file);
  return importsOf(file).map((to) => ({ from, to }));
});

describe("server module structure", () => {
  it("has no import cycles between modules", () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const a = moduleOf(from);
      const b = moduleOf(to);
      // server/app.ts is the composition root: it may import everything, and nothing but entry points import it.
      if (!a || !b || a === b || a === "server") continue;
      (graph.get(a) ?? graph.set(a, new Set()).get(a)!).add(b);
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (node: string, path: string[]) => {
      if (state.get(node) === "done") return;
      if (state.get(node) === "open") return void cycles.push([...path.slice(path.indexOf(node)), node].join(" → "));
      state.set(node, "open");
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
      state.set(node, "done");
    };
    for (const node of graph.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it("lets no module import another module's repository", () => {
    const foreign = edges.filter(({ from, to }) => /\.repo(\.ts)?$/.test(to) && moduleOf(from) !== moduleOf(to));
    expect(foreign).toEqual([]);
  });

  it("keeps the API declarations free of server code, so app/ may import them", () => {
    const contracts = edges.filter(({ from }) => from.startsWith("server/contracts/"));
    expect(contracts.length).toBeGreaterThan(0);
    for (const { to } of contracts) expect(to, to).toMatch(/^server\/(contracts\/|modules\/[a-z-]+\/[a-z-]+\.schema)/);
  });
});
