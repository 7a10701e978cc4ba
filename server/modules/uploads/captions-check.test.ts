import { describe, expect, it } from "vitest";
import { exeBytes } from "#tests/helpers/admin-api";
import { UPLOAD_TEXT, checkUpload, sniff } from "../content/upload-check";
import { isValidUtf8, looksLikeWebVtt } from "./captions-check";

const vtt = (text: string) => new TextEncoder().encode(text);
const CUE = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n欢迎来到志愿填报微课堂\n";

describe("WebVTT caption uploads", () => {
  it("recognises WEBVTT at the start, after an optional BOM, followed by a line break, a space, a tab or the end", () => {
    expect(looksLikeWebVtt(vtt(CUE))).toBe(true);
    expect(looksLikeWebVtt(new Uint8Array([0xef, 0xbb, 0xbf, ...vtt(CUE)]))).toBe(true);
    expect(looksLikeWebVtt(vtt("WEBVTT - 第一课\r\n"))).toBe(true);
    expect(looksLikeWebVtt(vtt("WEBVTT\tx"))).toBe(true);
    expect(looksLikeWebVtt(vtt("WEBVTT"))).toBe(true);
    expect(looksLikeWebVtt(vtt("WEBVTTX\n"))).toBe(false);
    expect(looksLikeWebVtt(vtt("webvtt\n"))).toBe(false);
    expect(looksLikeWebVtt(vtt(" WEBVTT\n"))).toBe(false);
    expect(looksLikeWebVtt(vtt("1\n00:00:00,000 --> 00:00:02,000\nSRT 字幕\n"))).toBe(false);
  });

  it("stores a caption file as text/vtt with the .vtt extension and no dimensions", () => {
    expect(sniff(vtt(CUE))).toEqual({ kind: "captions", mime: "text/vtt", ext: "vtt" });
    expect(checkUpload(vtt(CUE))).toEqual({ ok: true, type: { kind: "captions", mime: "text/vtt", ext: "vtt" }, width: null, height: null });
  });

  it("refuses a renamed program, text in another encoding and a file over 512 KB, with Chinese reasons", () => {
    expect(checkUpload(exeBytes())).toEqual({ ok: false, reason: UPLOAD_TEXT.unsupported });
    // "WEBVTT" then GBK bytes of 字幕: the signature is right, the encoding is not.
    const gbk = new Uint8Array([...vtt("WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n"), 0xd7, 0xd6, 0xc4, 0xbb, 0x0a]);
    expect(isValidUtf8(gbk)).toBe(false);
    expect(checkUpload(gbk)).toEqual({ ok: false, reason: UPLOAD_TEXT.captionsNotUtf8 });
    const big = new Uint8Array(512 * 1024 + 1).fill(0x20);
    big.set(vtt(CUE));
    expect(checkUpload(big)).toEqual({ ok: false, reason: UPLOAD_TEXT.captionsTooLarge });
    const limit = new Uint8Array(512 * 1024).fill(0x20);
    limit.set(vtt(CUE));
    expect(checkUpload(limit).ok).toBe(true);
  });
});
