import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { probabilityText, BAND_WORD } from "#server/modules/plans/plan-rows";
import type { EnrollAnswer } from "#server/modules/zhiyuan/zhiyuan.schema";
import * as ui from "../components/ui/ui.css";
import * as c from "../components/candidates/candidates.css";
import * as f from "../components/filling/filling.css";
import { GroupMajorsLine } from "../components/filling/GroupMajorsLine";
import { ApiError } from "../lib/api.server";
import { redirectOnUnauthorized } from "../lib/auth.server";
import { applyEdit } from "../lib/filling";
import { fillingGuard, loadDraft, saveDraft, startFirst } from "../lib/filling.server";
import { formatCount, orDash } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { flashNotice } from "../lib/session.server";

export const meta = pageTitle("替换志愿");
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** Alternatives to one entry of the draft: the same band and major class, not already in it (getReplacedEnrollWithDyParam). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  const unitId = new URL(request.url).searchParams.get("unitId") ?? "";
  const index = current.draft.entries.findIndex((e) => e.unitId === unitId);
  if (index < 0) throw data({ reason: "not-found" }, { status: 404 });
  const s = current.draft.student;
  let answer: EnrollAnswer | null = null;
  let error: string | null = null;
  try {
    answer = (
      await g.client.call(
        endpoints.getReplacedEnrollWithDyParam,
        {
          unitId,
          type: g.type,
          ...(s.scoreRecordId ? { scoreRecordId: s.scoreRecordId } : { score: s.score ?? undefined, rank: s.rank ?? undefined, subjects: s.subjects, track: s.track ?? undefined }),
          exclude: current.draft.entries.map((e) => e.unitId),
          pageSize: 20,
        },
        { token: g.token },
      )
    ).data;
  } catch (e) {
    if (e instanceof ApiError && e.status !== 401 && e.status < 500) error = e.message;
    else await redirectOnUnauthorized(e, request, context, g.scope);
  }
  const entry = current.view.entries[index]!;
  return data({ scope: g.scope, type: g.type, index, unitId, entry, answer, error }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const form = await request.formData();
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  form.set("intent", "replace");
  const entries = applyEdit(current.draft.entries, form)!;
  const failed = await saveDraft(g, current.draft, entries, request, context);
  await flashNotice(context, failed ? { kind: "error", message: failed } : { kind: "success", message: "已替换" });
  const at = entries.findIndex((e) => e.unitId === String(form.get("newUnitId")));
  return redirect(`/${g.scope}/reportedThird/${g.type}${at >= 0 ? `#e${at + 1}` : ""}`);
}

export default function ReportedReplace() {
  const { scope, type, index, unitId, entry, answer, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const u = entry.unit;
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="replace-title">
        <h1 className={c.title} id="replace-title">
          替换第 {index + 1} 个志愿
        </h1>
        <p>
          现在是：{u ? `${u.universityName} ${u.majorName}（${u.band ? BAND_WORD[u.band] : "-"}，录取概率 ${probabilityText(u.probability)}）` : unitId}
        </p>
        <p className={c.muted}>
          下面是同一档、{u?.groupCode ? "有同类专业" : "同一专业类"}、还没在你方案里的志愿{u?.groupCode ? "（换成后请重新选专业和调剂）" : ""}。<Link to={`/${scope}/reportedReplaceByPeople/${type}?unitId=${encodeURIComponent(unitId)}`}>看看相近位次的同学怎么选</Link> ·{" "}
          <Link to={`/${scope}/reportedThird/${type}`}>返回志愿表</Link>
        </p>
      </section>
      {error ? (
        <p className={c.error} role="alert">
          {error}
        </p>
      ) : null}
      {answer ? (
        <section className={c.panel} aria-label="可替换的志愿">
          {answer.units.length === 0 ? <p>没有同档同类的其他志愿，可回到“挑选志愿”换一档看看。</p> : null}
          <ol className={c.list}>
            {answer.units.map((a) => {
              const name = `${a.universityName} ${a.majorName}`;
              return (
                <li key={a.unitId} className={c.unit} data-testid="replace-unit">
                  <div className={c.unitHead}>
                    <p className={c.unitName}>{name}</p>
                    <span className={c.chance}>
                      {a.band ? BAND_WORD[a.band] : "-"} {probabilityText(a.probability)}
                    </span>
                  </div>
                  <p className={c.muted}>
                    计划 {orDash(a.planCount)} · 预测录取位次 {formatCount(a.predictedRank)}
                    {a.history[0] ? ` · ${a.history[0].year} 年最低 ${orDash(a.history[0].minScore)} 分 / ${formatCount(a.history[0].minRank)} 名` : ""}
                  </p>
                  <GroupMajorsLine unit={a} />
                  <Form method="post">
                    <input type="hidden" name="unitId" value={unitId} />
                    <input type="hidden" name="newUnitId" value={a.unitId} />
                    <button type="submit" className={`${ui.button} ${f.small}`} disabled={busy} aria-label={`换成：${name}`}>
                      换成这个
                    </button>
                  </Form>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
