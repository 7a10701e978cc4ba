/** Structured log lines (one JSON object each). Never pass codes, tokens or full phone numbers. */
export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

export function jsonLogger(): Logger {
  const line = (level: string, msg: string, extra: Record<string, unknown> = {}) => JSON.stringify({ t: new Date().toISOString(), level, msg, ...extra }) + "\n";
  return {
    info: (msg, extra) => void process.stdout.write(line("info", msg, extra)),
    error: (msg, extra) => void process.stderr.write(line("error", msg, extra)),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
