import { createSession, type Session } from "@remix-run/node";
import type { WebSessionStorage } from "./session-storage";

/**
 * The visitor's session for one request, shared by every loader and action
 * of that request through the load context. It is read at most once, and
 * written at most once, when the response goes out (`flush`), and only when
 * its data changed or its idle deadline is due to be pushed back.
 */
export class RequestSession {
  private loaded: Promise<Session> | null = null;
  private baseline = "{}";
  private touchDue = false;
  /** Set by restart(): the request began with a session it has since ended. */
  private ended = false;

  constructor(
    private readonly storage: WebSessionStorage,
    private readonly cookieHeader: string | null,
  ) {}

  /** The session (an empty one without an id when the visitor has none). */
  get(): Promise<Session> {
    this.loaded ??= this.storage.read(this.cookieHeader).then((stored) => {
      this.touchDue = stored?.touchDue ?? false;
      this.baseline = JSON.stringify(stored?.data ?? {});
      return stored ? createSession(stored.data, stored.id) : createSession({}, "");
    });
    return this.loaded;
  }

  /**
   * Ends the current session (its row is deleted now, so its id can never
   * return) and continues with a fresh one without an id. What is put in it
   * is saved under a new id when the response goes out (login, a notice after
   * logout).
   */
  async restart(): Promise<Session> {
    const current = await this.get();
    if (current.id) {
      await this.storage.remove(current.id);
      this.ended = true;
    }
    this.baseline = "{}";
    this.touchDue = false;
    this.loaded = Promise.resolve(createSession({}, ""));
    return this.loaded;
  }

  /** Writes what changed, once; answers the Set-Cookie header to send, if any. */
  async flush(): Promise<string | null> {
    if (!this.loaded) return null;
    const session = await this.loaded;
    const data = session.data;
    const changed = JSON.stringify(data) !== this.baseline;
    if (session.id) {
      // A row deleted meanwhile (logout in another tab) stays deleted: its data is dropped, not revived.
      if (changed || this.touchDue) await this.storage.update(session.id, data);
      return null;
    }
    if (Object.keys(data).length > 0) return (await this.storage.create(data)).setCookie;
    return this.ended ? this.storage.expiredCookie() : null;
  }
}
