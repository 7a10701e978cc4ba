// University lookup figures for `npm run bench` (called from bench/run.ts; alone: `npx tsx bench/run.ts --university-only`).
import { firstLoadJsKb } from "./first-load-js";
import { loggedInVisitor } from "./logged-in";
import { load, printFigures } from "./load";
import { startBuiltServer } from "./server";

/** 浙江大学 (gaokao.cn id 114): the page families open most. */
const DETAIL = "/zj/universityInquiryDetail/114";
const INQUIRY = "/zj/universityInquiry?province=%E6%B5%99%E6%B1%9F&level=%E6%9C%AC%E7%A7%91&tag=211";

export async function benchUniversity(): Promise<void> {
  console.log("== university lookup ==  goals: detail page SSR p95 ≤ 60 ms; query_universities with 3 filters p95 ≤ 15 ms (one core, c=10); universityInquiry first-load JS ≤ 150 KB gzip");
  console.log(`universityInquiry first-load JS: ${firstLoadJsKb("routes/$scope.universityInquiry")} KB gzip (entry + root + layout + page and their static imports; goal ≤ 150 KB)`);
  let cookie = "";
  const server = await startBuiltServer(3903, { prepare: async (dir, secret) => void (cookie = await loggedInVisitor(dir, secret)) });
  const headers = { province: "zj", channel: "BRAND", UA: "PC" };
  const three = { method: "POST" as const, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ province: "浙江", level: "本科", is211: true }) };
  try {
    // The server warms its engine indexes after listening: wait until a page answers promptly.
    for (const until = Date.now() + 90_000; Date.now() < until; ) {
      const t = Date.now();
      await fetch(`${server.url}${DETAIL}`, { headers: { cookie } }).then((r) => r.text());
      if (Date.now() - t < 200) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    // A session cookie bypasses the anonymous page cache: every request is rendered.
    // Each measured address warmed until the JIT has compiled its paths, as on a server that has run for a while.
    for (const tab of ["", "?tab=admissionScore", "?tab=majorEnroll"]) await load("warm-up", `${server.url}${DETAIL}${tab}`, 10, { seconds: 6, headers: { cookie } });
    await load("warm-up", `${server.url}${INQUIRY}`, 10, { seconds: 4, headers: { cookie } });
    await load("warm-up", `${server.url}/yc-gk-info/rest/ncee/query_universities`, 10, { seconds: 4, ...three });
    const serverPid = server.pid;
    printFigures([
      await load("GET detail 概况 rendered, logged in", `${server.url}${DETAIL}`, 10, { headers: { cookie }, serverPid }),
      await load("GET detail 录取分数 (chart) rendered", `${server.url}${DETAIL}?tab=admissionScore`, 10, { headers: { cookie }, serverPid }),
      await load("GET detail 专业分数 rendered", `${server.url}${DETAIL}?tab=majorEnroll`, 10, { headers: { cookie }, serverPid }),
      await load("GET universityInquiry rendered", `${server.url}${INQUIRY}`, 10, { headers: { cookie }, serverPid }),
      await load("POST query_universities 3 filters (HTTP)", `${server.url}/yc-gk-info/rest/ncee/query_universities`, 10, { ...three, serverPid }),
    ]);
  } finally {
    await server.stop();
  }
}
