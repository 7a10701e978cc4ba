import { NOTICE_DEBOUNCE_MS, type Notice } from "./notices";

type Listener = (notice: Notice & { id: number }) => void;

/**
 * The one notifier of the app: every part of the UI calls notify(); the same
 * message within 100 ms is shown once (spec §8).
 */
export function createNotifier(now: () => number = Date.now) {
  const listeners = new Set<Listener>();
  const lastShown = new Map<string, number>();
  let nextId = 1;
  return {
    notify(notice: Notice): boolean {
      const key = `${notice.kind}:${notice.message}`;
      const t = now();
      const last = lastShown.get(key);
      lastShown.set(key, t);
      if (last !== undefined && t - last < NOTICE_DEBOUNCE_MS) return false;
      const item = { ...notice, id: nextId++ };
      for (const l of listeners) l(item);
      return true;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const notifier = createNotifier();
export const notify = (notice: Notice) => notifier.notify(notice);
