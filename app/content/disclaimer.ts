import { contactBlocks, dataSourceBlocks, minorsBlocks, privacyBlocks, referenceOnlyBlocks } from "./context";
import type { ContentContext, ContentDocument } from "./types";

/** 免责声明 as first seeded (server/modules/documents/documents-seed.ts); staff edit it at /admin/documents. */
export function disclaimer(c: ContentContext): ContentDocument {
  return {
    title: "免责声明",
    intro: [
      `${c.brandName}（以下简称“本产品”）由${c.operators}提供，是高考志愿填报的参考工具，不是官方的志愿填报系统。使用本产品前，请您（未成年考生请与家长一起）阅读以下说明。`,
    ],
    sections: [
      { heading: "一、数据来源", blocks: dataSourceBlocks() },
      {
        heading: "二、推荐结果仅供参考，以官方为准",
        blocks: [
          ...referenceOnlyBlocks(),
          "我们不承诺任何录取结果。任何以本产品名义作出的“保录取”“包过线”等承诺均不是我们作出的，请您提高警惕。",
        ],
      },
      {
        heading: "三、责任范围",
        blocks: [
          {
            list: [
              "志愿由考生和家长自主决定、自行提交。在法律允许的范围内，我们对依据本产品的参考信息作出的填报决定及其录取结果不承担责任。",
              "因系统维护、网络故障、不可抗力等原因，本产品可能暂时无法访问。填报期间请提前保存或打印志愿表，并留足时间在官方系统中完成填报，不要等到截止前才操作。",
              "本产品中指向第三方网站或直播间的链接，其内容由第三方负责。",
            ],
          },
        ],
      },
      {
        heading: "四、个人信息",
        blocks: [
          ...privacyBlocks(c),
          ["更多说明见", { page: "FAQPage/FAQAgreement", text: "《用户协议》" }, "。"],
        ],
      },
      { heading: "五、未成年人使用", blocks: minorsBlocks(c) },
      { heading: "六、联系我们", blocks: contactBlocks(c) },
    ],
  };
}
