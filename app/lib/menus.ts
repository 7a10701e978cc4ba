import type { Scope } from "#server/modules/scope/scopes";
import { SCOPE_INFO } from "#server/modules/scope/scopes";

export interface MenuItem {
  label: string;
  /** Page name under /{scope}/ (spec §2). */
  page: string;
  children?: MenuItem[];
}

const HOME: MenuItem = { label: "首页", page: "index" };
// Spec §1 lists the comparison of majors with filling, saved records and printing: it sits in this menu.
const FILLING: MenuItem = {
  label: "志愿填报",
  page: "mockReported",
  children: [
    { label: "模拟填报", page: "mockReported" },
    { label: "专业对比", page: "majorCompare" },
  ],
};
const COLLEGE_MAJOR: MenuItem = {
  label: "院校专业",
  page: "universityInquiry",
  children: [
    { label: "查大学", page: "universityInquiry" },
    { label: "查专业", page: "professionQuery" },
    { label: "按分数查", page: "checkAsScore" },
    { label: "按位次查", page: "checkAsPrecedence" },
    { label: "按专业查", page: "checkAsMajor" },
  ],
};
const ELECTIVES: MenuItem = {
  label: "7选3",
  page: "careerTestingEnter",
  children: [
    { label: "性格测选科", page: "careerTestingEnter" },
    { label: "专业选科目", page: "majorChooseSubject" },
    { label: "科目选专业", page: "subjectChooseMajor" },
  ],
};
/** The channel's live-room links, with 微课堂 beside them (spec §2: "an external link plus micro class"). */
const LIVE: MenuItem = {
  label: "直播间",
  page: "microClass/liveRoom",
  children: [
    { label: "直播预告", page: "microClass/liveRoom" },
    { label: "微课堂", page: "microClass" },
  ],
};
const TRINITY: MenuItem = {
  label: "三位一体",
  page: "trinity2021",
  children: [
    { label: "专业筛选（非高水平）", page: "trinity2021" },
    { label: "院校筛选", page: "trinity2018" },
  ],
};
const THROUGH: MenuItem = { label: "直通高校", page: "throughCollege" };
const NEWS: MenuItem = { label: "高考资讯", page: "gkzxPage" };
const EARLY_VOCATIONAL: MenuItem = { label: "高职提前招生", page: "earlyVocational" };

const FULL = [HOME, FILLING, COLLEGE_MAJOR, ELECTIVES, LIVE, TRINITY, THROUGH, NEWS, EARLY_VOCATIONAL];
const STANDARD = FULL.filter((m) => m !== TRINITY && m !== EARLY_VOCATIONAL);
const FLAT: MenuItem[] = [
  HOME,
  { label: "模拟填报", page: "mockReported" },
  { label: "按分数查", page: "checkAsScore" },
  { label: "按位次查", page: "checkAsPrecedence" },
  { label: "查大学", page: "universityInquiry" },
  { label: "查专业", page: "professionQuery" },
  { label: "科目选专业", page: "subjectChooseMajorResult" },
];

/** The header menu of a scope (spec §2): zj full, sd flat, the others zj's without 三位一体 and 高职提前招生. */
export function menuFor(scope: Scope): MenuItem[] {
  const kind = SCOPE_INFO[scope].menu;
  return kind === "full" ? FULL : kind === "flat" ? FLAT : STANDARD;
}
