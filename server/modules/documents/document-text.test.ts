import { describe, expect, it } from "vitest";
import { loadChannels } from "#channels/registry";
import { contentContext } from "#app/content/context";
import { userAgreement } from "#app/content/agreement";
import { parseDocumentText, printDocumentText } from "./document-text";
import { seedDocument } from "./documents-seed";
import { DOCUMENT_TEXT, DOCUMENT_TYPES } from "./documents.schema";
import { fillPlaceholders } from "./placeholders";

describe("the editing form of a document", () => {
  it.each(DOCUMENT_TYPES)("reads back every seed text to the same document (%s)", (type) => {
    const doc = seedDocument(type);
    const parsed = parseDocumentText(printDocumentText(doc));
    expect(parsed).toEqual({ ok: true, doc });
  });

  it("fills the placeholders of a seed text to exactly today's text of a channel, contact lines as list items", () => {
    const oem1 = loadChannels().get("oem1")!;
    const c = contentContext(oem1, "zj");
    expect(fillPlaceholders(seedDocument("agreement"), c)).toEqual(userAgreement(c));
    expect(JSON.stringify(seedDocument("agreement"))).not.toContain(oem1.brandName);
  });

  it("reads headings, lists, notes and links", () => {
    const parsed = parseDocumentText(
      "# 标题\n\n开头\n\n## 一、第一节\n\n先读[《免责声明》](page:FAQPage/FAQDisclaimer)。\n- 甲\n- 乙\n\n1. 一\n2. 二\n> 注意{{hotline}}\n",
    );
    expect(parsed).toEqual({
      ok: true,
      doc: {
        title: "标题",
        intro: ["开头"],
        sections: [
          {
            heading: "一、第一节",
            blocks: [["先读", { page: "FAQPage/FAQDisclaimer", text: "《免责声明》" }, "。"], { list: ["甲", "乙"] }, { list: ["一", "二"], ordered: true }, { note: "注意{{hotline}}" }],
          },
        ],
      },
    });
  });

  it("refuses a text without a title, without sections, with an empty section, a bad link or an unknown placeholder", () => {
    expect(parseDocumentText("## 一\n内容")).toEqual({ ok: false, error: DOCUMENT_TEXT.titleRequired });
    expect(parseDocumentText("# 标题\n内容")).toEqual({ ok: false, error: DOCUMENT_TEXT.sectionsRequired });
    expect(parseDocumentText("# 标题\n## 一\n## 二\n内容")).toEqual({ ok: false, error: "章节“一”没有内容" });
    expect(parseDocumentText("# 标题\n## 一\n[去](page:http://x.cn)")).toMatchObject({ ok: false, error: expect.stringContaining("链接格式不正确") });
    expect(parseDocumentText("# 标题\n## 一\n{{brandNmae}}")).toEqual({ ok: false, error: "未知的占位符：{{brandNmae}}" });
  });
});
