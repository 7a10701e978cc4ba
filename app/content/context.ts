import type { Channel } from "#channels/schema";
import { SCOPES, SCOPE_INFO, type Scope } from "#server/modules/scope/scopes";
import type { Block, ContentContext } from "./types";

export function contentContext(channel: Channel, scope: Scope): ContentContext {
  const companies = channel.footer.companies.map((c) => c.name);
  return {
    brandName: channel.brandName,
    cardName: channel.cardName,
    operators: companies.join("、"),
    mainOperator: companies[0],
    hotline: channel.hotline,
    serviceHours: channel.serviceHours,
    contacts: channel.footer.contacts,
    scopeName: SCOPE_INFO[scope].name,
    examModel: SCOPE_INFO[scope].examModel,
    scopeNames: SCOPES.map((s) => SCOPE_INFO[s].name).join("、"),
  };
}

// Passages the user agreement, the disclaimer and the service terms share, so they never drift apart.

export function dataSourceBlocks(): Block[] {
  return [
    "本产品展示的一分一段表、院校投档线（最低录取分数）、招生计划、选考科目要求等数据，来源于各省、自治区、直辖市教育考试院（招生考试机构）正式公开发布的资料，以及完整转载这些资料的公开渠道。每一项数据旁均标明其所属年份和来源，您可以据此到原发布机关的网站核对。",
    "原始资料不完整时（例如一分一段表只公布了部分分数段，或某年份只公布了分数、没有公布位次），我们会用插值、换算等方法补出数据，这些推算或估算得出的数字均明确标注“推算”或“估算”，与官方原始数据区分显示。确实无法取得的数据显示为“-”或“暂无”，我们不会编造数据。",
    "如您发现本产品的数据与官方公布的不一致，请以官方公布为准，并欢迎联系我们更正。",
  ];
}

export function referenceOnlyBlocks(): Block[] {
  return [
    "本产品给出的“冲、稳、保”分档、录取可能性、院校和专业推荐，都是依据历年公开数据做出的统计分析，仅供参考，不构成录取承诺，也不能代替考生和家长本人的判断。每年的招生计划、选考科目要求、录取规则和考生人数都可能变化，历年数据不能保证今年的结果。",
    "正式填报志愿必须由考生本人（或在家长陪同下）登录本省教育考试院指定的志愿填报系统完成并确认提交。本产品的模拟填报、志愿表保存和打印不会向任何官方系统提交志愿。招生政策、填报时间、批次设置和录取规则，一律以本省教育考试院发布的公告以及招生院校公布的招生章程为准。",
  ];
}

export function privacyBlocks(c: ContentContext): Block[] {
  return [
    "我们只收集提供服务所必需的信息：",
    {
      list: [
        "手机号：仅用于登录验证和识别您的账号，不用于营销推广，不出售、不提供给任何第三方，法律法规另有规定的除外。",
        "短信验证码：系统只保存验证码经过不可逆加密处理后的摘要，从不以明文保存或记录；验证码 10 分钟内有效，只能使用一次，连续输错多次即作废。我们的工作人员不会以任何理由向您索要验证码。",
        "您主动填写的内容：如考试成绩、位次、选考科目、收藏和志愿表，仅用于为您提供查询、保存和打印等功能。",
        "登录状态：浏览器中只保存一个随机生成的会话标识，退出登录后该会话即在服务器端失效。",
      ],
    },
    `我们采取加密传输、访问控制等措施保护您的信息。您可以通过客服热线 ${c.hotline} 申请查询、更正、删除您的个人信息或注销账号。`,
  ];
}

export function minorsBlocks(c: ContentContext): Block[] {
  return [
    `${c.brandName}面向高中学生及其家长。未满十八周岁的用户，应当在家长或其他监护人的陪同和指导下阅读本页内容、使用本产品；购买付费服务应由家长或监护人操作或取得其同意。`,
    "志愿填报关系到孩子的升学和专业方向，建议考生与家长一起查看数据、共同商量后再做决定。",
  ];
}

export function contactBlocks(c: ContentContext): Block[] {
  return [
    `如您对本页内容有任何疑问、意见或投诉，请联系我们：`,
    {
      list: [
        `客服热线：${c.hotline}（在线客服时间：${c.serviceHours}）`,
        ...c.contacts,
        [{ page: "AboutUsPage/AboutContactUs", text: "公司地址及更多联系方式" }],
      ],
    },
  ];
}
