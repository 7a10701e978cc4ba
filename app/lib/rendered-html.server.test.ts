import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "./rendered-html.server";

/** Renders as entry.server does: every chunk collected, then joined. */
function render(element: ReturnType<typeof createElement>): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => resolve(Buffer.concat(chunks)));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

// Many short Chinese texts: some text chunk will straddle React's 2,048-byte buffer.
const page = () => createElement("ul", null, ...Array.from({ length: 400 }, (_, i) => createElement("li", { key: i, "aria-label": `上移第 ${i} 个专业` }, `汉语言文学${i}`)));

describe("rendered page bytes", () => {
  it("React leaves NUL bytes where a Chinese character meets its buffer's end; they are dropped and nothing else changes", async () => {
    const raw = await render(page());
    // If React ever stops doing this, the workaround can go (and this line says so).
    expect(raw.includes(0)).toBe(true);
    const clean = withoutNulBytes(raw);
    expect(clean.includes(0)).toBe(false);
    expect(clean.length).toBe(raw.length - raw.filter((b) => b === 0).length);
    const text = clean.toString("utf8");
    expect(text).not.toContain("\uFFFD");
    for (let i = 0; i < 400; i++) expect(text).toContain(`aria-label="上移第 ${i} 个专业">汉语言文学${i}</li>`);
  });

  it("answers a page without NUL bytes as it is", () => {
    const html = Buffer.from("<p>浙江大学</p>");
    expect(withoutNulBytes(html)).toBe(html);
    expect(withoutNulBytes(Buffer.from([0, 0x41, 0, 0, 0x42, 0])).toString()).toBe("AB");
  });
});
