import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exeBytes, pngOf } from "#tests/helpers/admin-api";
import { CONTENT_SEED_DIR, parseSeedFile } from "./content-seed";
import { renderMarkdown } from "./markdown";
import { UPLOAD_TEXT, checkUpload, imageSize, sniff } from "./upload-check";

describe("uploads are judged by their bytes", () => {
  it("knows PNG, JPEG, WebP and MP4, and nothing else", () => {
    expect(sniff(pngOf(2, 2))?.mime).toBe("image/png");
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 30, 0, 40, 1, 1, 0x11, 0]);
    expect(sniff(jpeg)?.mime).toBe("image/jpeg");
    expect(imageSize(jpeg, "image/jpeg")).toEqual({ width: 40, height: 30 });
    const webp = Buffer.alloc(30);
    webp.write("RIFF", 0, "ascii");
    webp.write("WEBPVP8X", 8, "ascii");
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(sniff(webp)?.mime).toBe("image/webp");
    expect(imageSize(webp, "image/webp")).toEqual({ width: 100, height: 50 });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom"), Buffer.alloc(12)]);
    expect(checkUpload(mp4)).toMatchObject({ ok: true, type: { mime: "video/mp4", ext: "mp4" } });
    expect(sniff(exeBytes())).toBeNull();
    expect(sniff(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
    expect(sniff(Buffer.from("GIF89a......"))).toBeNull();
  });

  it("refuses a renamed executable, an empty file, an oversized or too-large image with Chinese reasons", () => {
    expect(checkUpload(exeBytes())).toEqual({ ok: false, reason: UPLOAD_TEXT.unsupported });
    expect(checkUpload(new Uint8Array())).toEqual({ ok: false, reason: UPLOAD_TEXT.empty });
    expect(checkUpload(pngOf(4097, 1))).toEqual({ ok: false, reason: UPLOAD_TEXT.dimensions(4096) });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(pngOf(10, 10));
    expect(checkUpload(big)).toEqual({ ok: false, reason: UPLOAD_TEXT.imageTooLarge });
    expect(checkUpload(pngOf(4096, 2))).toMatchObject({ ok: true, width: 4096, height: 2 });
  });
});

describe("Markdown is rendered and sanitised", () => {
  it("keeps text formatting and drops scripts, handlers, styles and javascript: links", () => {
    const html = renderMarkdown(
      '# 标题\n\n**粗体** [链接](https://www.zjzs.net/) [坏](javascript:alert(1))\n\n<img src="x" onerror="alert(1)"><script>alert(1)</script><style>p{}</style><iframe src="https://e.com"></iframe>\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain("<h2>标题</h2>");
    expect(html).toContain("<strong>粗体</strong>");
    expect(html).toContain('<a href="https://www.zjzs.net/" rel="noopener noreferrer nofollow">链接</a>');
    expect(html).toContain("<td>1</td>");
    for (const bad of ["<script", "onerror", "javascript:", "<style", "<iframe", "<h1"]) expect(html).not.toContain(bad);
  });
});

describe("the seed content files", () => {
  it("parse, each with a title, a source, scopes, channels and a publish time", async () => {
    const files = (await readdir(join(CONTENT_SEED_DIR, "articles"))).filter((f) => f.endsWith(".md"));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      const { meta, body } = parseSeedFile(f, await readFile(join(CONTENT_SEED_DIR, "articles", f), "utf8"));
      expect(meta.title.length).toBeGreaterThan(0);
      expect(meta.source.length).toBeGreaterThan(0);
      expect(meta.publishedAt.getTime()).toBeGreaterThan(0);
      expect(body.length).toBeGreaterThan(100);
    }
  });

  it("state the figures of the rules file they cite", async () => {
    const rules = JSON.parse(await readFile(join(process.env.REF_DATA_DIR ?? "../shared/data", "rules/zhiyuan-rules-2026.json"), "utf8")) as {
      provinces: { province: string; 本科段?: { 志愿数: number }; 本科批?: { count: number; majors: number } }[];
    };
    const zj = rules.provinces.find((p) => p.province === "浙江" && p.本科段)!;
    const gd = rules.provinces.find((p) => p.province === "广东")!;
    const zjText = await readFile(join(CONTENT_SEED_DIR, "articles/2026-zj-80-choices.md"), "utf8");
    expect(zjText).toContain(`每段最多 ${zj.本科段!.志愿数} 个`);
    const gdText = await readFile(join(CONTENT_SEED_DIR, "articles/2026-gd-45-groups.md"), "utf8");
    expect(gdText).toContain(`最多 ${gd.本科批!.count} 个院校专业组`);
    expect(gdText).toContain(`每组最多填 ${gd.本科批!.majors} 个专业`);
  });

  it("refuses a file without front matter or with an unknown scope, naming the file", () => {
    expect(() => parseSeedFile("a.md", "no front matter")).toThrow("a.md: no front matter");
    expect(() => parseSeedFile("b.md", "---\ntitle: t\nscopes: [xx]\nchannels: all\npublishedAt: 2026-05-28T10:00:00+08:00\n---\nbody")).toThrow(/b\.md: scopes/);
  });
});
