// `npm run bench`: figures, never a pass/fail. Loopback only.
import { asBrowserAfterFirstPage, loggedInVisitor } from "./logged-in";
import { load, printFigures } from "./load";
import { benchCandidates } from "./candidates";
import { benchEngine } from "./engine";
import { benchPlans } from "./plans";
import { profileClock, topFunctions } from "./profile";
import { benchReference } from "./reference";
import { benchXuanke } from "./xuanke";
import { startBuiltServer } from "./server";
import { benchUniversity } from "./university";
import { benchUniversitySearch } from "./university-search";

async function benchHome() {
  let cookie = "";
  const server = await startBuiltServer(3901, { prepare: async (dir, secret) => void (cookie = await loggedInVisitor(dir, secret)) });
  try {
    cookie = await asBrowserAfterFirstPage(`${server.url}/zj/index`, cookie);
    // Warm up the routes and the database pages once.
    await load("warm-up", `${server.url}/zj/index`, 10, { seconds: 2 });
    // A server answers for days: its figures are the ones after the JIT has compiled the hot paths
    // (the first seconds of a logged-in page run at two thirds of that speed).
    await load("warm-up", `${server.url}/zj/index`, 10, { seconds: 10, headers: { cookie } });
    await load("warm-up", `${server.url}/render-check`, 10, { seconds: 4, headers: { cookie } });
    const page = await (await fetch(`${server.url}/zj/index`, { headers: { cookie } })).text();
    if (!page.includes("压测用户")) throw new Error("the bench visitor is not logged in: /zj/index does not show its name");
    const serverPid = server.pid;
    printFigures([
      await load("GET /zj/index cached (anonymous)", `${server.url}/zj/index`, 10, { serverPid }),
      await load("GET /zj/index cached (anonymous)", `${server.url}/zj/index`, 50, { serverPid }),
      // A session cookie bypasses the anonymous page cache: every request is rendered by Remix.
      await load("GET /zj/index rendered, logged in", `${server.url}/zj/index`, 10, { headers: { cookie }, serverPid }),
      await load("GET /render-check (bare route: ceiling)", `${server.url}/render-check`, 10, { headers: { cookie }, serverPid }),
    ]);
  } finally {
    await server.stop();
  }
}

/** Where the logged-in render spends its time: a CPU profile of the server under that load alone. */
async function profileRendered() {
  let cookie = "";
  const profileDir = "var/bench-profile";
  const server = await startBuiltServer(3902, { profileDir, prepare: async (dir, secret) => void (cookie = await loggedInVisitor(dir, secret)) });
  const window = { from: 0, to: 0 };
  try {
    cookie = await asBrowserAfterFirstPage(`${server.url}/zj/index`, cookie);
    await load("warm-up", `${server.url}/zj/index`, 10, { seconds: 2, headers: { cookie } });
    window.from = profileClock();
    await load("profile", `${server.url}/zj/index`, 10, { seconds: 6, headers: { cookie } });
    window.to = profileClock();
  } finally {
    await server.stop();
  }
  console.log("CPU profile of /zj/index rendered, logged in — top five by self time:");
  for (const line of topFunctions(profileDir, window)) console.log(`  ${line}`);
}

if (process.argv.includes("--university-only")) {
  benchUniversitySearch();
  await benchUniversity();
  process.exit(0);
}

console.log("== home page ==  goals: cached ≥ 2,000 req/s; rendered for a logged-in visitor ≥ 450 req/s at p95 ≤ 40 ms (one core, c=10)");
await benchHome();
await profileRendered();

if (!process.argv.includes("--pages-only")) {
  console.log("");
  await benchReference();

  console.log("");
  benchUniversitySearch();
  await benchUniversity();

  console.log("");
  await benchEngine();

  console.log("");
  await benchCandidates();

  console.log("");
  await benchXuanke();
  await benchPlans();
}
