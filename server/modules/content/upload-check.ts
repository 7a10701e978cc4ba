// What an upload is, read from its bytes only (never its name or declared type), and the limits it must meet.
import { CAPTIONS_LIMIT_BYTES, CAPTIONS_MIME, isValidUtf8, looksLikeWebVtt } from "../uploads/captions-check";

export const UPLOAD_TEXT = {
  unsupported: "仅支持 PNG、JPEG、WebP 图片、MP4 视频或 WebVTT 字幕，文件内容与格式不符",
  imageTooLarge: "图片不能超过 2 MB",
  videoTooLarge: "视频不能超过 200 MB",
  empty: "请选择要上传的文件",
  dimensions: (max: number) => `图片尺寸过大，宽和高都不能超过 ${max} 像素`,
  unreadableImage: "图片已损坏或无法读取尺寸",
  captionsTooLarge: "字幕文件不能超过 512 KB",
  captionsNotUtf8: "字幕文件必须是 UTF-8 编码的 WebVTT 文本",
} as const;

export const UPLOAD_LIMITS = {
  imageBytes: 2 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
  captionsBytes: CAPTIONS_LIMIT_BYTES,
  /** Width and height of an image, each. */
  imageSide: 4096,
} as const;

export type UploadKind = { kind: "image" | "video" | "captions"; mime: string; ext: string };

/** The type the magic bytes say, or null for anything not allowed. */
export function sniff(bytes: Uint8Array): UploadKind | null {
  const b = bytes;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 4) === "PNG" && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) {
    return { kind: "image", mime: "image/png", ext: "png" };
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { kind: "image", mime: "image/jpeg", ext: "jpg" };
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { kind: "image", mime: "image/webp", ext: "webp" };
  if (b.length >= 12 && ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    // ISO base media brands of MP4 files; QuickTime and 3GP are refused.
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |M4A |mmp4|f4v )$/.test(brand)) return { kind: "video", mime: "video/mp4", ext: "mp4" };
  }
  if (looksLikeWebVtt(b)) return { kind: "captions", mime: CAPTIONS_MIME, ext: "vtt" };
  return null;
}

/** Width and height from the image header, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, mime: string): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (mime === "image/png") {
      if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
      return { width: view.getUint32(16), height: view.getUint32(20) };
    }
    if (mime === "image/webp") {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      const u24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
      if (chunk === "VP8X") return { width: 1 + u24(24), height: 1 + u24(27) };
      if (chunk === "VP8L") {
        const bits = view.getUint32(21, true);
        return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
      }
      if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      return null;
    }
    if (mime === "image/jpeg") {
      let i = 2;
      while (i + 9 < bytes.length) {
        if (bytes[i] !== 0xff) return null;
        const marker = bytes[i + 1];
        // Start-of-frame markers (baseline, progressive …), not DHT (C4), JPG (C8) or DAC (CC).
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
        }
        i += 2 + view.getUint16(i + 2);
      }
      return null;
    }
  } catch {
    return null;
  }
  return null;
}

/** The checked upload, or the Chinese reason it is refused. */
export function checkUpload(bytes: Uint8Array): { ok: true; type: UploadKind; width: number | null; height: number | null } | { ok: false; reason: string } {
  if (bytes.length === 0) return { ok: false, reason: UPLOAD_TEXT.empty };
  const type = sniff(bytes);
  if (!type) return { ok: false, reason: UPLOAD_TEXT.unsupported };
  if (type.kind === "video") {
    if (bytes.length > UPLOAD_LIMITS.videoBytes) return { ok: false, reason: UPLOAD_TEXT.videoTooLarge };
    return { ok: true, type, width: null, height: null };
  }
  if (type.kind === "captions") {
    if (bytes.length > UPLOAD_LIMITS.captionsBytes) return { ok: false, reason: UPLOAD_TEXT.captionsTooLarge };
    if (!isValidUtf8(bytes)) return { ok: false, reason: UPLOAD_TEXT.captionsNotUtf8 };
    return { ok: true, type, width: null, height: null };
  }
  if (bytes.length > UPLOAD_LIMITS.imageBytes) return { ok: false, reason: UPLOAD_TEXT.imageTooLarge };
  const size = imageSize(bytes, type.mime);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: UPLOAD_TEXT.unreadableImage };
  if (size.width > UPLOAD_LIMITS.imageSide || size.height > UPLOAD_LIMITS.imageSide) return { ok: false, reason: UPLOAD_TEXT.dimensions(UPLOAD_LIMITS.imageSide) };
  return { ok: true, type, width: size.width, height: size.height };
}
