import type { Request, RequestHandler } from "express";
import { declaredLength } from "./body-limits";
import { hasControlCharacters } from "./clean-input";
import { EDGE_TEXT, refuse } from "./refuse";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const READS_NO_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

interface MediaType {
  type: string;
  params: Map<string, string>;
}

function mediaType(header: string): MediaType {
  const [type, ...rest] = header.split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1"));
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The body buffered by readPageBody, for the Remix handler. */
export function pageBodyOf(res: { locals: Record<string, unknown> }): Buffer | undefined {
  return res.locals.pageBody as Buffer | undefined;
}

/**
 * A page action reads forms only (what <Form> and the browser send). This reads
 * a page write's body up to the cap before Remix sees it: other content types,
 * charsets and encodings, bodies over the cap (declared or streamed), forms
 * that do not parse and fields with control characters are answered here at
 * once, so no action waits on a body it cannot read.
 */
export function readPageBody(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    if (READS_NO_BODY.has(req.method)) return next();
    const encoding = (req.get("Content-Encoding") ?? "identity").trim().toLowerCase();
    if (encoding !== "identity" && encoding !== "") return refuse(req, res, 415, EDGE_TEXT.unsupportedEncoding, { bodyUnread: true });
    const length = declaredLength(req.get("Content-Length"));
    if (length !== null && length > limitBytes) return refuse(req, res, 413, EDGE_TEXT.tooLarge, { bodyUnread: true });

    const header = req.get("Content-Type");
    const hasBody = req.get("Transfer-Encoding") !== undefined || (length ?? 0) > 0;
    if (!header) {
      if (hasBody) return refuse(req, res, 415, EDGE_TEXT.unsupportedType, { bodyUnread: true });
      // A post without a body is an empty form, e.g. a bare logout button.
      req.headers["content-type"] = "application/x-www-form-urlencoded";
    } else {
      const media = mediaType(header);
      if (!FORM_TYPES.has(media.type)) return refuse(req, res, 415, EDGE_TEXT.unsupportedType, { bodyUnread: true });
      const charset = media.params.get("charset")?.toLowerCase();
      if (charset && charset !== "utf-8" && charset !== "utf8") return refuse(req, res, 415, EDGE_TEXT.unsupportedCharset, { bodyUnread: true });
      if (media.type === "multipart/form-data" && !media.params.get("boundary")) {
        return refuse(req, res, 400, EDGE_TEXT.unreadableForm, { bodyUnread: true });
      }
    }

    collect(req, limitBytes).then(
      async (body) => {
        if (body === "too-large") return refuse(req, res, 413, EDGE_TEXT.tooLarge, { bodyUnread: true });
        if (body === "aborted") return;
        const problem = await formProblem(body, String(req.headers["content-type"]));
        if (problem) return refuse(req, res, 400, EDGE_TEXT[problem]);
        res.locals.pageBody = body;
        next();
      },
      (error: unknown) => next(error),
    );
  };
}

/** The whole body, or "too-large" as soon as it passes the cap (the rest is never read). */
function collect(req: Request, limitBytes: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | "too-large" | "aborted") => {
      req.removeListener("data", onData);
      req.removeListener("end", onEnd);
      req.removeListener("error", onAbort);
      req.removeListener("aborted", onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.pause();
        return done("too-large");
      }
      chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onAbort = () => done("aborted");
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("aborted", onAbort);
  });
}

/** Parses the form as the action will; a form that cannot be read, or a text field with control characters, is refused. */
async function formProblem(body: Buffer, contentType: string): Promise<"unreadableForm" | "controlCharacters" | null> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return "unreadableForm";
  }
  for (const [name, value] of form.entries()) {
    if (hasControlCharacters(name) || (typeof value === "string" && hasControlCharacters(value))) return "controlCharacters";
  }
  return null;
}
