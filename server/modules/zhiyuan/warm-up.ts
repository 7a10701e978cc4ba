import type { EngineService } from "../engine/engine.service";

/** The scopes built first (the others build on their first request). */
const WARM_SCOPES = ["zj", "sd", "gd"];

/**
 * Builds the engine's indexes in the background after the server listens: the first build of a
 * scope takes seconds, which the first family of the day should not wait for. Failures are only logged.
 */
export function warmEngine(engine: EngineService, log: (msg: string, extra?: Record<string, unknown>) => void): Promise<void> {
  return WARM_SCOPES.reduce(
    (prev, scope) =>
      prev.then(async () => {
        const started = Date.now();
        try {
          const idx = await engine.index(scope);
          log("engine index ready", { scope, units: idx.units.length, ms: Date.now() - started });
        } catch (error) {
          log("engine index not built", { scope, error: String(error) });
        }
      }),
    Promise.resolve(),
  );
}
