// `npm run bench`: figures, never a pass/fail. Loopback only.
import { load, printFigures } from "./load";
import { benchCandidates } from "./candidates";
import { benchEngine } from "./engine";
import { benchReference } from "./reference";
import { startBuiltServer } from "./server";

async function benchHome() {
  const server = await startBuiltServer(3901);
  try {
    // Warm up the route and the database pages once.
    await load("warm-up", `${server.url}/zj/index`, 10, { seconds: 2 });
    printFigures([
      await load("GET /zj/index (production, 1 core)", `${server.url}/zj/index`, 10),
      await load("GET /zj/index (production, 1 core)", `${server.url}/zj/index`, 50),
      // A session cookie bypasses the anonymous page cache: every request is rendered by Remix.
      await load("GET /zj/index rendered every time", `${server.url}/zj/index`, 10, { headers: { cookie: "__session=bench" } }),
    ]);
  } finally {
    await server.stop();
  }
}

console.log("== home page ==  goal: ≥ 800 req/s at p95 ≤ 50 ms on one core");
await benchHome();

console.log("");
await benchReference();

console.log("");
await benchEngine();

console.log("");
await benchCandidates();
