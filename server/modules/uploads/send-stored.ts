import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import type { StoredObject } from "./upload-store";

/** Streams an object read from a remote store; the headers naming its type are set by the caller. */
export async function sendStored(res: Response, obj: StoredObject): Promise<void> {
  res.status(obj.status).set({ "Cache-Control": "public, max-age=604800, immutable", "Accept-Ranges": "bytes" });
  if (obj.size !== null) res.set("Content-Length", String(obj.size));
  if (obj.contentRange) res.set("Content-Range", obj.contentRange);
  // A client that goes away mid-video ends the pipeline; that is not a server error.
  await pipeline(obj.body, res).catch(() => obj.body.destroy());
}
