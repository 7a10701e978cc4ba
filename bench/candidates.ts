// Candidate-list figures for `npm run bench` (called from bench/run.ts): the API over HTTP and the checkAsScore page.
import { load, printFigures } from "./load";
import { startBuiltServer } from "./server";

const HEADERS = { province: "zj", channel: "BRAND", UA: "PC", "content-type": "application/json" };

/** The engine index is built in the background after listen; wait until the list answers. */
async function waitForIndex(url: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${url}/yc-zhiyuan/rest/queryBelongedRankRegion`, { method: "POST", headers: HEADERS, body: JSON.stringify({ rank: 50_000 }) });
    if (res.ok) return Date.now() - started;
    if (Date.now() - started > 180_000) throw new Error("engine index not ready in 180 s");
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function benchCandidates(): Promise<void> {
  console.log("== candidate list ==  goals: one band, three filters, pageSize 20 p95 ≤ 30 ms at 10 connections; checkAsScore SSR p95 ≤ 80 ms");
  // Full lists for everyone, so pageSize 500 is measured as a logged-in family sees it.
  const server = await startBuiltServer(3903, { env: { QUOTA: "off" } });
  try {
    console.log(`index ready ${await waitForIndex(server.url)} ms after the server answered /healthz`);
    const api = `${server.url}/yc-zhiyuan/rest/getEnrollWithDyParam`;
    const body = (extra: object) => JSON.stringify({ rank: 52_000, subjects: ["物理", "化学", "技术"], ...extra });
    const filtered = body({ band: "steady", schoolNature: "public", majorClass: ["08"], tuitionMax: 10_000, pageSize: 20 });
    const everyBand = body({ band: ["radical", "steady", "conservative", "bottom", "gamble"], pageSize: 500 });
    const page = `${server.url}/zj/checkAsScore?score=600&subjects=物理&subjects=化学&subjects=技术`;
    // Each measured address warmed until the JIT has compiled its paths, as on a server that has run for a while.
    await load("warm-up", api, 10, { seconds: 6, method: "POST", headers: HEADERS, body: filtered });
    await load("warm-up", api, 10, { seconds: 4, method: "POST", headers: HEADERS, body: everyBand });
    await load("warm-up", page, 10, { seconds: 6 });
    const serverPid = server.pid;
    printFigures([
      await load("list: 1 band, 3 filters, pageSize 20", api, 10, { method: "POST", headers: HEADERS, body: filtered, serverPid }),
      await load("list: all bands, pageSize 500", api, 10, { method: "POST", headers: HEADERS, body: everyBand, serverPid }),
      await load("GET /zj/checkAsScore?score=600…", page, 10, { serverPid }),
    ]);
  } finally {
    await server.stop();
  }
}
