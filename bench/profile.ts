import { readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Now on the clock V8 stamps profile samples with (CLOCK_MONOTONIC, µs), shared by every process on the machine. */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The functions with the most self time in the .cpuprofile files of a folder
 * (node --cpu-prof), as "share  name  file:line", counting only samples taken
 * inside `window` (so server start-up is left out).
 */
export function topFunctions(dir: string, window: { from: number; to: number }, n = 5): string[] {
  const self = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i] ?? 0;
      if (at < window.from || at > window.to) return;
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === "(idle)") return;
      const where = frame.url ? `${basename(frame.url)}:${frame.lineNumber + 1}` : "";
      const key = `${frame.functionName || "(anonymous)"}  ${where}`;
      const dt = profile.timeDeltas[i] ?? 0;
      self.set(key, (self.get(key) ?? 0) + dt);
      total += dt;
    });
  }
  if (!process.env.BENCH_KEEP_PROFILE) rmSync(dir, { recursive: true, force: true });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
}
