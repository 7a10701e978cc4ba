import type { ContentContext, ContentDocument } from "./types";

/** 团队介绍. Says what the product does and how it works; no invented history, people or figures. The seed of the text staff edit at /admin/documents. */
export function aboutUs(c: ContentContext): ContentDocument {
  return {
    title: "团队介绍",
    intro: [
      `${c.brandName}由${c.operators}运营，是一款面向高中学生和家长的高考志愿规划工具。我们做的是一件具体的事：把各省公开的招生考试数据整理清楚，让一个家庭在填志愿时看得明白、比得清楚。`,
    ],
    sections: [
      {
        heading: "我们提供什么",
        blocks: [
          {
            list: [
              "院校查询和专业查询：院校层次、类型、所在地，专业目录、学制和开设院校。",
              "按分数、按位次、按专业查询：依据本省一分一段表把分数换算为位次，对照历年录取情况。",
              "选科参考：由专业看选考科目要求，由选考科目看可报专业。",
              "模拟填报：按本省的志愿规则填写、调整志愿表，保存、对比和打印。",
            ],
          },
          `目前服务的地区：${c.scopeNames}。`,
        ],
      },
      {
        heading: "我们的原则",
        blocks: [
          {
            list: [
              "数据有出处：每个数字都标明年份和来源，来源是各省教育考试院等官方发布的资料。",
              "推算有标注：原始资料缺失而推算出来的数字，一律标注“推算”或“估算”；没有的数据就显示“暂无”，不编造。",
              "不夸大：我们提供参考，不承诺录取，也不制造焦虑。正式填报以本省教育考试院的系统和公告为准。",
              "少收集：手机号只用于登录，短信验证码不以明文保存。",
            ],
          },
        ],
      },
      {
        heading: "联系我们",
        blocks: [
          [
            `如果您在使用中遇到问题，或对数据有疑问，欢迎拨打客服热线 ${c.hotline}（${c.serviceHours}），或查看`,
            { page: "AboutUsPage/AboutContactUs", text: "联系我们" },
            "页面。",
          ],
        ],
      },
    ],
  };
}
