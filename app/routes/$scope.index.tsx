import { useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import { SCOPE_INFO, type Scope } from "#server/modules/scope/scopes";
import { PageLink } from "../components/PageLink";
import * as layout from "../components/layout.css";
import { pageTitle } from "../lib/meta";
import * as s from "./home.css";

export const meta = pageTitle("首页");

interface Feature {
  page: string;
  title: string;
  text: string;
  /** Scopes whose menu has this feature; all when absent. */
  scopes?: Scope[];
}

const FEATURES: Feature[] = [
  { page: "checkAsScore", title: "按分数查", text: "输入高考分数，换算全省位次，查看冲、稳、保的院校专业。" },
  { page: "checkAsPrecedence", title: "按位次查", text: "用位次对比历年录取位次，比分数更可靠。" },
  { page: "universityInquiry", title: "查大学", text: "按地区、层次、类型筛选院校，查看历年录取分数和位次。" },
  { page: "professionQuery", title: "查专业", text: "本科、专科专业目录，学制、学位和开设院校。" },
  { page: "mockReported", title: "模拟填报", text: "按本省规则填写志愿表，保存、打印和导出。" },
  { page: "subjectChooseMajor", title: "选科查专业", text: "由选考科目看能报哪些专业。", scopes: ["zj", "gd", "hb", "ah", "jx"] },
  { page: "majorChooseSubject", title: "专业选科目", text: "由心仪专业看需要选考哪些科目。", scopes: ["zj", "gd", "hb", "ah", "jx"] },
  { page: "trinity2021", title: "三位一体", text: "浙江三位一体综合评价招生院校与专业筛选。", scopes: ["zj"] },
];

export default function Home() {
  const { scope } = useRouteLoaderData<{ scope: Scope }>("routes/$scope")!;
  const { channel } = useRouteLoaderData<{ channel: Channel }>("root")!;
  const info = SCOPE_INFO[scope];
  return (
    <>
      <section className={s.hero}>
        <div className={layout.container}>
          <h1 className={s.heroTitle}>{channel.brandName} · {info.name}</h1>
          <p className={s.heroLine} data-testid="exam-model">
            {info.examModel}
          </p>
          <p className={s.heroLine}>{channel.header.slogan}</p>
        </div>
      </section>
      <div className={layout.container}>
        <ul className={s.cards} aria-label="功能入口">
          {FEATURES.filter((f) => !f.scopes || f.scopes.includes(scope)).map((f) => (
            <li key={f.page}>
              <PageLink scope={scope} page={f.page} className={s.cardLink} comingClassName={layout.relative} badgeClassName={layout.cardBadge}>
                <div className={s.card}>
                  <h2 className={s.cardTitle}>{f.title}</h2>
                  <p className={s.cardText}>{f.text}</p>
                </div>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
