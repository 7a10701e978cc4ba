// WebVTT captions for lesson and guide videos. A caption file is text the browser parses, so it is recognised
// by its own signature (RFC-like: "WEBVTT" at the very start, after an optional UTF-8 BOM) and must be valid
// UTF-8 throughout: a renamed program or a file in another encoding is refused before it is stored.

export const CAPTIONS_LIMIT_BYTES = 512 * 1024;
export const CAPTIONS_MIME = "text/vtt";
/** What the file route answers for captions: the charset is stated so the browser never guesses it. */
export const CAPTIONS_SERVED_TYPE = "text/vtt; charset=utf-8";

const BOM = [0xef, 0xbb, 0xbf];
const SIGNATURE = "WEBVTT";

/** "WEBVTT" (after an optional BOM), then the end of the file, a space, a tab or a line break. */
export function looksLikeWebVtt(bytes: Uint8Array): boolean {
  const start = BOM.every((b, i) => bytes[i] === b) ? BOM.length : 0;
  for (let i = 0; i < SIGNATURE.length; i++) if (bytes[start + i] !== SIGNATURE.charCodeAt(i)) return false;
  const next = bytes[start + SIGNATURE.length];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
