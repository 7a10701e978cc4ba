import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import * as repo from "./plans.repo";

const dir = mkdtempSync(join(tmpdir(), "plan-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the saver until it has committed `after` saves, then kills it with SIGKILL mid-loop; answers the last version it reported. */
function runAndKill(after: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/plan-saver-process.ts", dir], { stdio: ["ignore", "pipe", "pipe"] });
    let last = 0;
    let count = 0;
    let err = "";
    child.stderr.on("data", (b) => (err += String(b)));
    child.stdout.on("data", (b: Buffer) => {
      for (const line of String(b).split("\n")) {
        const m = /^saved (\d+)$/.exec(line);
        if (!m) continue;
        last = Number(m[1]);
        if (++count === after) child.kill("SIGKILL");
      }
    });
    child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(last) : reject(new Error(`saver ended without being killed: ${err}`))));
  });
}

describe("kill -9 in the middle of saves", () => {
  it("loses nothing: the plan is the last committed version or the one in flight, whole, and the draft is intact", async () => {
    for (const after of [15, 40]) {
      const reported = await runAndKill(after);
      const database = await openDatabase({ dir });
      try {
        const owner = { userId: "u-crash", scope: "zj" };
        const plan = (await repo.getPlan(database.db, owner, "p-crash"))!;
        // Every committed save survived; at most the one in flight also landed, and whole.
        expect(plan.version === reported || plan.version === reported + 1).toBe(true);
        expect(plan.entries).toHaveLength(80);
        expect(plan.entries.every((e, i) => e.unitId === `v${plan.version}-${i}`)).toBe(true);
        const draft = (await repo.getDraft(database.db, owner, "1"))!;
        expect(draft.entries).toHaveLength(80);
        expect(draft.entries.every((e, i) => e.unitId === `v0-${i}`)).toBe(true);
      } finally {
        await database.close();
      }
    }
  }, 180_000);
});
