import { contactBlocks, dataSourceBlocks, minorsBlocks, privacyBlocks, referenceOnlyBlocks } from "./context";
import type { ContentContext, ContentDocument } from "./types";

/** 用户协议 as first seeded (server/modules/documents/documents-seed.ts); staff edit it at /admin/documents. */
export function userAgreement(c: ContentContext): ContentDocument {
  return {
    title: "用户协议",
    intro: [
      `欢迎使用${c.brandName}（以下简称“本产品”）。本产品由${c.operators}（以下简称“我们”）提供。`,
      [
        "在登录和使用本产品之前，请您仔细阅读本协议和",
        { page: "FAQPage/FAQDisclaimer", text: "《免责声明》" },
        "。未满十八周岁的考生，请与家长或监护人一起阅读。您登录本产品，即表示您已阅读并同意本协议和《免责声明》的全部内容。",
      ],
    ],
    sections: [
      {
        heading: "一、我们提供的服务",
        blocks: [
          "本产品是帮助考生和家长了解高考招生信息、规划志愿的辅助工具，主要包括：院校和专业查询，按分数、按位次、按专业查询，选考科目参考，模拟填报，志愿表的保存、对比和打印等。",
          `部分功能需要登录后使用，部分功能需要开通${c.cardName}后使用，具体以页面显示为准。`,
        ],
      },
      {
        heading: "二、账号与登录",
        blocks: [
          {
            list: [
              "本产品使用“手机号 + 图形验证码 + 短信验证码”登录，首次登录即自动创建账号，一个手机号对应一个账号。",
              "请使用考生本人或家长本人的手机号，妥善保管手机，不要把短信验证码告诉任何人。",
              "账号仅供考生本人及其家庭使用，不得出借、转让或出售。因您主动泄露验证码或出借账号造成的损失，由您自行承担。",
            ],
          },
        ],
      },
      { heading: "三、数据来源与标注", blocks: dataSourceBlocks() },
      { heading: "四、推荐结果仅供参考，以官方为准", blocks: referenceOnlyBlocks() },
      { heading: "五、个人信息保护", blocks: privacyBlocks(c) },
      { heading: "六、未成年人使用", blocks: minorsBlocks(c) },
      {
        heading: "七、付费服务",
        blocks: [
          [
            `${c.cardName}等付费服务的内容、适用省份和有效期以购买页面的说明为准，购买、开通、绑定和退款等事项适用`,
            { page: "AboutUsPage/AboutServiceTerms", text: "《服务条款》" },
            "。",
          ],
        ],
      },
      {
        heading: "八、使用规范",
        blocks: [
          "使用本产品时，您不得：",
          {
            list: [
              "使用程序、脚本等技术手段批量抓取、复制本产品的数据；",
              "干扰、破坏本产品的正常运行，或试图绕过登录和权限限制；",
              "冒用他人手机号登录，或把本产品的内容用于商业转售；",
              "发布违法、虚假或侵害他人合法权益的信息。",
            ],
          },
          "违反上述约定的，我们可以暂停或终止向您提供服务，并依法追究责任。",
        ],
      },
      {
        heading: "九、协议的变更",
        blocks: [
          "我们可能根据法律法规和服务的变化修改本协议。修改后的协议在本页面公布；涉及您重要权利的变更，我们会在您登录时另行提示。您不同意修改内容的，可以停止使用本产品并联系我们注销账号。",
        ],
      },
      { heading: "十、联系我们", blocks: contactBlocks(c) },
    ],
  };
}
