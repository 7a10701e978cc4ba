import type { ContentContext, ContentDocument } from "./types";

/** 购买产品: about cards. Shown only for channels whose faqLinks include FAQBuyProducts. The seed of the text staff edit at /admin/documents. */
export function faqBuyProducts(c: ContentContext): ContentDocument {
  return {
    title: "购买产品",
    sections: [
      {
        heading: `${c.cardName}是什么？`,
        blocks: [
          [
            `${c.cardName}是${c.brandName}的付费服务卡，开通后可以使用部分需要付费的功能。具体包含哪些功能、适用哪个省份、有效期多长，以`,
            { page: "aboutCard", text: `关于${c.cardName}` },
            "页面的说明为准。",
          ],
        ],
      },
      {
        heading: "怎样购买？",
        blocks: [
          {
            ordered: true,
            list: [
              "用考生或家长本人的手机号登录；",
              "确认页面顶部的地区是考生参加高考的省份；",
              "在购买页面选择需要的服务，核对内容和价格后付款；",
              "支付成功后，服务自动开通到当前登录的账号。",
            ],
          },
          "未满十八周岁的考生，请由家长或监护人操作购买，或事先取得家长同意。",
        ],
      },
      {
        heading: "付款后没有开通怎么办？",
        blocks: [
          `先刷新页面或退出后重新登录查看。仍未开通的，请不要重复付款，记下订单号，拨打客服热线 ${c.hotline}（${c.serviceHours}）处理。`,
        ],
      },
      {
        heading: "卡能转给别人用吗？",
        blocks: ["不能。每张卡只能绑定一个账号，绑定后不能转移到其他账号。"],
      },
      {
        heading: "可以退款吗？",
        blocks: [
          [
            "退款按照购买页面公布的规则和法律法规办理，详见",
            { page: "AboutUsPage/AboutServiceTerms", text: "《服务条款》" },
            "。",
          ],
        ],
      },
      {
        heading: "买了卡就能保证录取吗？",
        blocks: [
          "不能。付费服务提供的同样是基于各省公开数据的查询和参考，不承诺任何录取结果。正式填报以本省教育考试院的志愿填报系统和公告为准。",
        ],
      },
    ],
  };
}
