import type { ContentContext, ContentDocument } from "./types";

/** 新手帮助: first questions of a new user. The seed of the text staff edit at /admin/documents. */
export function faqNewbieHelp(c: ContentContext): ContentDocument {
  return {
    title: "新手帮助",
    sections: [
      {
        heading: "怎样登录？",
        blocks: [
          "点击页面顶部的“登录”，输入手机号和图形验证码（5 位，看不清可以点击图片换一张），再点击发送短信验证码，输入收到的 6 位验证码即可登录。首次登录会自动创建账号，不需要另外注册。",
          [
            "登录即表示您同意",
            { page: "FAQPage/FAQAgreement", text: "《用户协议》" },
            "和",
            { page: "FAQPage/FAQDisclaimer", text: "《免责声明》" },
            "。未满十八周岁的考生请在家长陪同下阅读和使用。",
          ],
        ],
      },
      {
        heading: "收不到短信验证码怎么办？",
        blocks: [
          {
            list: [
              "确认手机号填写正确、手机信号正常，并查看是否被手机的短信拦截功能拦截；",
              "验证码发送后 60 秒才能重新发送；为防止滥用，同一手机号每小时、每天可获取的验证码次数有限，超过后请稍后再试；",
              "验证码 10 分钟内有效，只能使用一次；",
              `仍然收不到，请拨打客服热线 ${c.hotline}（${c.serviceHours}）。`,
            ],
          },
          { note: "我们的工作人员不会向您索要验证码，请不要把验证码告诉任何人。" },
        ],
      },
      {
        heading: "怎样切换省份？",
        blocks: [
          "点击页面顶部的地区名称，选择考生参加高考的省份。不同省份的考试模式、志愿数量和录取规则不同，查询和填报前请先确认地区选择正确。",
        ],
      },
      {
        heading: "先看哪些功能？",
        blocks: [
          [
            "建议按“分数换位次 → 看冲稳保 → 模拟填报 → 保存打印”的顺序使用，详见",
            { page: "FAQPage/FAQUseProducts", text: "产品使用" },
            "。",
          ],
        ],
      },
      {
        heading: "页面上的“推算”“估算”“暂无”是什么意思？",
        blocks: [
          "“推算”“估算”表示官方原始资料没有直接给出这个数字，是我们根据已公布的数据计算得出的，仅供参考；“-”或“暂无”表示没有可靠的数据。其余数字均来自官方公布的资料，旁边标明了年份和来源。",
        ],
      },
      {
        heading: "菜单里的“即将上线”是什么意思？",
        blocks: ["表示该功能还在建设中，暂时不能使用。上线后会直接显示为可点击的链接。"],
      },
      {
        heading: "用什么浏览器？",
        blocks: [
          "请使用最新版的 Chrome、Edge、Firefox 或 Safari 浏览器。旧版 IE 浏览器无法正常使用本产品。",
        ],
      },
    ],
  };
}
