import type { ContentContext, ContentDocument } from "./types";

/** 媒体报道. There are no reports to list; the page says so rather than inventing coverage. The seed of the text staff edit at /admin/documents. */
export function mediaReport(c: ContentContext): ContentDocument {
  return {
    title: "媒体报道",
    intro: [
      { note: "目前暂无媒体报道。" },
      `${c.brandName}尚未收到媒体的报道。以后如有正式报道，我们会在这里列出报道媒体、日期和原文链接。`,
    ],
    sections: [
      {
        heading: "媒体联系",
        blocks: [
          "如有采访需求，请通过以下方式联系我们：",
          { list: [`客服热线：${c.hotline}（${c.serviceHours}）`, ...c.contacts] },
        ],
      },
    ],
  };
}
