import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import { SCOPE_INFO, type Scope } from "#server/modules/scope/scopes";
import { PageLink } from "../components/PageLink";
import { endpoints } from "#server/contracts/endpoints";
import { ScoreRankWidget } from "../components/ScoreRankWidget";
import { ApiError, api } from "../lib/api.server";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import { pageTitle } from "../lib/meta";
import * as s from "./home.css";
import { HomeBanners } from "../components/home/HomeBanners";
import { DISMISS_INTENT, HomePopup } from "../components/home/HomePopup";
import { dismissPopup, duePopups } from "../lib/popups.server";
import { flashNotice } from "../lib/session.server";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("首页");
// Popups depend on the visitor (login, score record, what they closed), but all of that lives in the
// session: a visitor without one sees what every such visitor sees, and a session bypasses the cache.
export const headers = sameForEveryVisitor;

/** The operator's banners; an empty row when the API cannot say (banners are never worth an error page). */
async function bannersFor(request: Request, context: LoaderFunctionArgs["context"]) {
  try {
    return (await (await api(request, context)).call(endpoints.bannerList, {})).data;
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

const SCORE_TEXT = "请输入 0 至 750 之间的整数分数";

/** The home page's 分数换位次 answers ?score=&track= through the score_rank API. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const score = url.searchParams.get("score")?.trim() ?? "";
  const tracks = SCOPE_INFO[scope].tracks;
  const track = tracks.find((t) => t === url.searchParams.get("track")) ?? tracks[0];
  const query = { score, track };
  const [banners, popups] = await Promise.all([bannersFor(request, context), duePopups(request, context)]);
  const promos = { banners, popup: popups[0] ?? null };
  if (!score) return { query, result: null, error: null, ...promos };
  if (!/^\d{1,3}$/.test(score) || Number(score) > 750) return data({ query, result: null, error: SCORE_TEXT, ...promos }, { status: 400 });
  try {
    const { data: result } = await (await api(request, context)).call(endpoints.scoreRank, { score: Number(score), track });
    return { query, result, error: null, ...promos };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ query, result: null, error: error.message, ...promos }, { status: error.status });
  }
}

/** Closing the popup (a plain form post without script, a fetcher with it). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const form = await request.formData();
  if (form.get("intent") !== DISMISS_INTENT) throw new Response("Bad Request", { status: 400 });
  const refused = await dismissPopup(request, context, form.get("id"));
  if (refused) await flashNotice(context, { kind: "error", message: refused });
  // Back to the same home page, its score query kept.
  return redirect(`/${scope}/index${new URL(request.url).search}`);
}

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
  const { query, result, error, banners, popup } = useLoaderData<typeof loader>();
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
        {popup ? <HomePopup key={popup.id} popup={popup} /> : null}
        <HomeBanners banners={banners} />
        <ScoreRankWidget scope={scope} tracks={info.tracks} query={query} result={result} error={error} />
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
