import { contactBlocks } from "./context";
import type { ContentContext, ContentDocument } from "./types";

/** 服务条款: the terms for paid services (cards and orders). The seed of the text staff edit at /admin/documents. */
export function serviceTerms(c: ContentContext): ContentDocument {
  return {
    title: "服务条款",
    intro: [
      [
        `本条款适用于您在${c.brandName}购买和使用${c.cardName}等付费服务，是`,
        { page: "FAQPage/FAQAgreement", text: "《用户协议》" },
        `的补充。服务由${c.operators}（以下简称“我们”）提供。购买前请仔细阅读；未满十八周岁的考生，请由家长或监护人购买或取得其同意。`,
      ],
    ],
    sections: [
      {
        heading: "一、服务内容",
        blocks: [
          `${c.cardName}开通后可使用的功能、适用省份和有效期，以购买页面和卡片的说明为准。各省的考试和录取规则不同，购买前请确认考生所在省份和选考科目（或科类）与所购服务一致。`,
          [
            "付费服务提供的同样是基于公开数据的查询和参考，不改变",
            { page: "FAQPage/FAQDisclaimer", text: "《免责声明》" },
            "所述的性质：不承诺录取结果，正式填报以本省教育考试院的志愿填报系统和公告为准。",
          ],
        ],
      },
      {
        heading: "二、购买、开通与绑定",
        blocks: [
          {
            list: [
              "购买前请先登录。支付成功后，服务自动开通到当前登录的账号。",
              "每张卡只能绑定一个账号，绑定后不能转移到其他账号。",
              "订单未在规定时间内支付的，会自动关闭，不会扣款；如需购买请重新下单。",
              "支付成功但服务未开通的，请不要重复付款，记下订单号后联系客服处理。",
            ],
          },
        ],
      },
      {
        heading: "三、退款",
        blocks: [
          "退款按照购买页面公布的规则和国家法律法规办理。因我们的原因导致已购服务无法正常使用的，您可以联系客服申请退款。退款原路退回到付款账户，到账时间以支付渠道为准。",
        ],
      },
      {
        heading: "四、服务的变更与中断",
        blocks: [
          "我们会在每年公布新数据后更新服务内容。因系统维护需要暂停服务的，我们会尽量避开志愿填报期间，并提前在页面上公告。因不可抗力或第三方原因（如网络、支付渠道故障）导致的中断，我们会尽快恢复。",
        ],
      },
      {
        heading: "五、知识产权",
        blocks: [
          "本产品的界面、程序以及我们整理、加工形成的数据库受法律保护。官方原始数据的权利归原发布机关所有。未经我们书面同意，不得复制、转售本产品的内容，或以抓取等方式批量获取数据。",
        ],
      },
      {
        heading: "六、法律适用与争议解决",
        blocks: [
          `本条款适用中华人民共和国法律。因本条款产生的争议，双方应先友好协商；协商不成的，可以向${c.mainOperator}所在地有管辖权的人民法院提起诉讼。`,
        ],
      },
      { heading: "七、联系我们", blocks: contactBlocks(c) },
    ],
  };
}
