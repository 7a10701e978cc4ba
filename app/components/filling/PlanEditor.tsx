import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { DraftInput, PlanView } from "#server/modules/plans/plans.schema";
import type { PlanRules } from "#server/modules/plans/plan-rules";
import { BAND_WORD, probabilityText } from "#server/modules/plans/plan-rows";
import { formatCount, orDash } from "../../lib/format";
import * as ui from "../ui/ui.css";
import * as c from "../candidates/candidates.css";
import * as f from "./filling.css";
import { ChecksList, OutcomeSummary } from "./PlanParts";
import { Steps } from "./Steps";
import { DragOrder } from "./DragOrder";
import { GroupChoice } from "./GroupChoice";

interface EditorData {
  scope: string;
  type: string;
  rules: PlanRules;
  draft: DraftInput | null;
  view: PlanView | null;
}

/** Step 3: the ordered plan. Without JS every change is a form post; with JS rows can also be dragged (keyboard too). */
export function PlanEditor() {
  const { scope, type, rules, draft, view } = useLoaderData<EditorData>();
  const action = useActionData<{ error?: string; conflict?: boolean }>();
  if (!draft || !view) return <NoDraft scope={scope} type={type} error={action?.error ?? null} />;
  return <Editor scope={scope} type={type} rules={rules} draft={draft} view={view} action={action} />;
}

function NoDraft({ scope, type, error }: { scope: string; type: string; error: string | null }) {
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="plan-title">
        <Steps scope={scope} type={type} at={3} />
        <h1 className={c.title} id="plan-title">
          我的志愿表
        </h1>
        {error ? (
          <p className={ui.formError} role="alert" data-testid="save-error">
            {error}
          </p>
        ) : null}
        <p>
          现在没有正在编辑的志愿表。<Link to={`/${scope}/reportedFirst?type=${type}`}>开始填报</Link> 或打开 <Link to={`/${scope}/personalCenter/mySave`}>我的志愿表</Link> 中已保存的方案。
        </p>
      </section>
    </div>
  );
}

function Editor({ scope, type, rules, draft, view, action }: { scope: string; type: string; rules: PlanRules; draft: DraftInput; view: PlanView; action: { error?: string; conflict?: boolean } | undefined }) {
  const busy = useNavigation().state !== "idle";
  // After a group's form post the page comes back with that group's chooser open (?open=N).
  const openAt = Number(useSearchParams()[0].get("open"));
  const flagged = new Set(view.checks.filter((x) => x.level === "block").flatMap((x) => x.entries));
  const n = view.entries.length;
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="plan-title">
        <Steps scope={scope} type={type} at={3} />
        <h1 className={c.title} id="plan-title">
          我的志愿表（{view.typeName}，{n} / {rules.slots}）
        </h1>
        <p className={c.muted}>
          {view.year} 年 · 位次 {formatCount(view.student.rankUsed)}
          {view.student.rankFromYear ? `（按 ${view.student.rankFromYear} 年一分一段表）` : ""} · 草稿已自动保存{draft.planId ? `（编辑已保存的方案，版本 ${draft.baseVersion}）` : ""}。数据来源：{view.source || "-"}
        </p>
        <OutcomeSummary outcome={view.outcome} />
        <h2 className={c.title}>检查</h2>
        <ChecksList checks={view.checks} />
        {action?.error ? (
          <p className={ui.formError} role="alert" data-testid="save-error">
            {action.error}
            {action.conflict ? (
              <>
                {" "}
                <Link to={`/${scope}/personalCenter/mySave`}>打开“我的志愿表”比较两个版本</Link>
              </>
            ) : null}
          </p>
        ) : null}
        <Form method="post" className={f.bar}>
          <input type="hidden" name="intent" value="save" />
          {draft.planId ? (
            <>
              <input type="hidden" name="planId" value={draft.planId} />
              <input type="hidden" name="baseVersion" value={draft.baseVersion ?? ""} />
            </>
          ) : null}
          <div className={ui.field}>
            <label className={ui.label} htmlFor="plan-name">
              方案名称
            </label>
            <input className={ui.input} id="plan-name" name="name" defaultValue={draft.name ?? ""} maxLength={40} placeholder={`${view.typeName}志愿方案`} />
          </div>
          <div className={ui.field}>
            <button type="submit" className={ui.button} disabled={busy || n === 0}>
              保存方案
            </button>
          </div>
          <Link className={ui.secondaryButton} to={`/${scope}/reportedSecond?type=${type}`}>
            继续添加志愿
          </Link>
          <Link className={ui.secondaryButton} to={`/${scope}/reportedPrintPage/${type}`}>
            打印预览
          </Link>
        </Form>
      </section>
      <section className={c.panel} aria-labelledby="entries-title">
        <h2 className={c.title} id="entries-title">
          志愿顺序
        </h2>
        <p className={c.muted}>平行志愿按顺序投档：把最想去、把握较小的放在前面，稳妥的放在后面。</p>
        <DragOrder scope={scope} type={type} items={view.entries.map((e, i) => ({ key: `${i}-${e.unitId}`, label: e.unit ? `${e.unit.universityName} ${e.unit.majorName}` : e.unitId }))} />
        <ol className={f.entries} aria-label="志愿列表">
          {view.entries.map((e, i) => {
            const u = e.unit;
            const name = u ? `${u.universityName} ${u.majorName}` : `今年无招生计划（${e.unitId}）`;
            const admitP = view.outcome.byEntry[i] ?? 0;
            return (
              <li key={`${i}-${e.unitId}`} id={`e${i + 1}`} className={`${f.entry} ${flagged.has(i) ? f.flagged : ""}`} data-testid="plan-entry">
                <span className={f.pos}>{i + 1}</span>
                <div>
                  <p className={f.entryName}>
                    {u?.zsCode ? `${u.zsCode} ` : ""}
                    {name}
                    {u?.groupCode && !u.majorName.includes(u.groupCode) ? `（专业组 ${u.groupCode}）` : ""}
                  </p>
                  <p className={f.entryMeta}>
                    {u?.band ? BAND_WORD[u.band] : "-"} · 录取概率 {probabilityText(u?.probability)} · 在此录取的可能 {probabilityText(admitP)} · 计划 {orDash(u?.planCount)}
                    {u?.history[0] ? ` · ${u.history[0].year} 年最低 ${orDash(u.history[0].minScore)} 分 / ${formatCount(u.history[0].minRank)} 名` : ""}
                  </p>
                  {rules.unit === "group" && u ? <GroupChoice entry={e} index={i} max={rules.majorsPerGroup} open={openAt === i + 1} busy={busy} /> : null}
                </div>
                <div className={f.tools}>
                  <Form method="post" className={f.inline}>
                    <input type="hidden" name="intent" value="up" />
                    <input type="hidden" name="index" value={i} />
                    <input type="hidden" name="focus" value={`e${Math.max(1, i)}`} />
                    <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy || i === 0} aria-label={`上移第 ${i + 1} 个志愿`}>
                      上移
                    </button>
                  </Form>
                  <Form method="post" className={f.inline}>
                    <input type="hidden" name="intent" value="down" />
                    <input type="hidden" name="index" value={i} />
                    <input type="hidden" name="focus" value={`e${Math.min(n, i + 2)}`} />
                    <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy || i === n - 1} aria-label={`下移第 ${i + 1} 个志愿`}>
                      下移
                    </button>
                  </Form>
                  <Form method="post" className={f.inline}>
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="index" value={i} />
                    <label className={f.srOnly} htmlFor={`to-${i}`}>
                      第 {i + 1} 个志愿移到第几位
                    </label>
                    <input className={`${ui.input} ${f.moveInput}`} id={`to-${i}`} name="to" inputMode="numeric" pattern="[0-9]*" placeholder="位置" />
                    <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`移动第 ${i + 1} 个志愿`}>
                      移到
                    </button>
                  </Form>
                  <Link className={`${ui.secondaryButton} ${f.small}`} to={`/${scope}/reportedReplace/${type}?unitId=${encodeURIComponent(e.unitId)}`} aria-label={`替换第 ${i + 1} 个志愿`}>
                    替换
                  </Link>
                  <Form method="post" className={f.inline}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="index" value={i} />
                    <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`删除第 ${i + 1} 个志愿`}>
                      删除
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <section className={c.panel} aria-labelledby="filters-title">
        <h2 className={c.title} id="filters-title">
          我的要求（用于检查）
        </h2>
        <Form method="post" className={f.bar}>
          <input type="hidden" name="intent" value="filters" />
          <div className={ui.field}>
            <label className={ui.label} htmlFor="f-tuition">
              学费上限（元/年）
            </label>
            <input className={ui.input} id="f-tuition" name="tuitionMax" inputMode="numeric" pattern="[0-9]*" defaultValue={draft.filters?.tuitionMax ?? ""} size={8} />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="f-provinces">
              只考虑这些省份（空格分隔）
            </label>
            <input className={ui.input} id="f-provinces" name="provinces" defaultValue={(draft.filters?.provinces ?? []).join(" ")} size={14} />
          </div>
          {(["radical", "steady", "conservative", "bottom"] as const).map((k) => (
            <div className={ui.field} key={k}>
              <label className={ui.label} htmlFor={`f-split-${k}`}>
                {{ radical: "冲", steady: "稳", conservative: "保", bottom: "垫" }[k]} %
              </label>
              <input className={`${ui.input} ${f.moveInput}`} id={`f-split-${k}`} name={`split_${k}`} inputMode="numeric" defaultValue={draft.filters?.split?.[k] ?? { radical: 25, steady: 40, conservative: 25, bottom: 10 }[k]} />
            </div>
          ))}
          <div className={ui.field}>
            <button type="submit" className={ui.secondaryButton} disabled={busy}>
              更新要求
            </button>
          </div>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="discard" />
          <button type="submit" className={ui.secondaryButton} disabled={busy}>
            清空草稿
          </button>
        </Form>
      </section>
    </div>
  );
}
