// Where staff uploads live: the data directory, or an S3-compatible bucket when one is configured.
// Both sit behind one interface so the content service and the file route never know which.
import { createReadStream } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { fetch } from "undici";
import { EMPTY_SHA256, sha256Hex, signRequest, type SigV4Credentials } from "./sigv4";

export interface StoredObject {
  status: 200 | 206;
  body: Readable;
  size: number | null;
  contentRange: string | null;
}

export interface UploadStore {
  readonly kind: "directory" | "s3";
  /** Writes a new object; names are random, so an existing one is an error, never overwritten. */
  put(name: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** Reads an object (a byte range when `range` is a `bytes=` header); null when it is not there. */
  open(name: string, range?: string): Promise<StoredObject | null>;
  /** The directory store's file, so the route can let Express answer ranges and conditional requests. */
  localPath?(name: string): string;
}

export function directoryStore(dir: string): UploadStore {
  return {
    kind: "directory",
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: "wx", mode: 0o640 });
    },
    async open(name) {
      const path = resolve(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { status: 200, body: createReadStream(path), size: info.size, contentRange: null };
    },
    localPath: (name) => resolve(dir, name),
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Path-style addressing (endpoint/bucket/key): what MinIO, Ceph, OSS and COS all accept. */
export function s3Store(config: S3Config, opts: { now?: () => Date; timeoutMs?: number } = {}): UploadStore {
  const now = opts.now ?? (() => new Date());
  const creds: SigV4Credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: "s3" };
  const base = config.endpoint.replace(/\/+$/, "");
  const urlOf = (name: string) => new URL(`${base}/${encodeURIComponent(config.bucket)}/${encodeURIComponent(name)}`);
  const timeout = () => AbortSignal.timeout(opts.timeoutMs ?? 120_000);

  return {
    kind: "s3",
    async put(name, bytes, mime) {
      const url = urlOf(name);
      const headers = signRequest({ method: "PUT", url, headers: { "content-type": mime, "content-length": String(bytes.length) }, payloadHash: sha256Hex(bytes) }, creds, now());
      const res = await fetch(url, { method: "PUT", headers, body: bytes, signal: timeout() });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`S3 PUT ${name}: HTTP ${res.status}`);
    },
    async open(name, range) {
      const url = urlOf(name);
      const extra: Record<string, string> = range && /^bytes=\d*-\d*$/.test(range) ? { range } : {};
      const headers = signRequest({ method: "GET", url, headers: extra, payloadHash: EMPTY_SHA256 }, creds, now());
      const res = await fetch(url, { headers, signal: timeout() });
      if (res.status === 404 || res.status === 416) {
        await res.body?.cancel();
        return null;
      }
      if ((res.status !== 200 && res.status !== 206) || !res.body) {
        await res.body?.cancel();
        throw new Error(`S3 GET ${name}: HTTP ${res.status}`);
      }
      const size = res.headers.get("content-length");
      return {
        status: res.status,
        body: Readable.fromWeb(res.body),
        size: size === null ? null : Number(size),
        contentRange: res.headers.get("content-range"),
      };
    },
  };
}

/** The store the deployment's environment asks for. */
export function uploadStoreFromEnv(env: { UPLOAD_DIR: string; s3: S3Config | null }): UploadStore {
  return env.s3 ? s3Store(env.s3) : directoryStore(env.UPLOAD_DIR);
}
