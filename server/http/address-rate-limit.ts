import type { RequestHandler } from "express";
import { TooManyRequestsError } from "../errors";

/**
 * A per-address budget of `perMinute` requests, refilled continuously (a token
 * bucket). It guards this process's CPU against one client asking for costly
 * answers, so it is kept per instance, in memory: N instances behind a load
 * balancer each give an address the budget. Addresses not seen for a while are
 * forgotten, and the table never holds more than `maxAddresses`.
 */
export function addressRateLimit(opts: { perMinute: number; message: string; maxAddresses?: number; now?: () => number }): RequestHandler {
  const spend = addressBudget(opts);
  return (req, _res, next) => {
    try {
      spend(req.ip ?? "unknown");
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The same budget for a caller that knows the address (an endpoint handler, in process or not): throws 429 when spent. */
export function addressBudget(opts: { perMinute: number; message: string; maxAddresses?: number; now?: () => number }): (address: string) => void {
  const now = opts.now ?? Date.now;
  const maxAddresses = opts.maxAddresses ?? 50_000;
  const refillPerMs = opts.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  return (address) => {
    const t = now();
    const bucket = buckets.get(address);
    const tokens = bucket ? Math.min(opts.perMinute, bucket.tokens + (t - bucket.at) * refillPerMs) : opts.perMinute;
    // Re-inserting keeps the map in least-recently-seen order, so the oldest address goes first when it is full.
    buckets.delete(address);
    if (buckets.size >= maxAddresses) buckets.delete(buckets.keys().next().value as string);
    if (tokens < 1) {
      buckets.set(address, { tokens, at: t });
      throw new TooManyRequestsError(opts.message);
    }
    buckets.set(address, { tokens: tokens - 1, at: t });
  };
}
