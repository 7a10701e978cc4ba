import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Answers shared by everything one page request runs. A page's loaders each
 * call the API in process, and each call behind login checked the same access
 * token again (one database query per call). Inside a page read the first
 * answer serves the rest of the request; outside one (the HTTP API, a page
 * write whose action may end the login it checked) every call asks afresh.
 */
const store = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `fn` as one page read: `sharedInRequest` inside it keeps answers until it ends. */
export function asOneRead<T>(fn: () => T): T {
  return store.run(new Map(), fn);
}

/** `compute()`'s answer for `key`, once per page read; a rejection is not kept. */
export function sharedInRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const memo = store.getStore();
  if (!memo) return compute();
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = compute();
    memo.set(key, hit);
    hit.catch(() => memo.delete(key));
  }
  return hit;
}
