import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ScoreRecord } from "#server/modules/score-record/score-record.schema";
import type { PlanStudent } from "#server/modules/plans/plans.schema";
import type { Scope } from "#server/modules/scope/scopes";
import { ElectiveFields } from "../ElectiveFields";
import * as ui from "../ui/ui.css";
import * as c from "../candidates/candidates.css";
import * as f from "./filling.css";
import { Steps } from "./Steps";

interface StartData {
  scope: Scope;
  type: string;
  types: Record<string, string>;
  records: ScoreRecord[];
  student: PlanStudent | null;
  entryCount: number;
}

/** Step 1 of filling: who (a score record, or a typed score for mock filling) and which 段. */
export function FillingStart({ mode }: { mode: "real" | "mock" }) {
  const { scope, type, types, records, student, entryCount } = useLoaderData<StartData>();
  const action = useActionData<{ error?: string }>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="start-title">
        <Steps scope={scope} type={type} at={1} mode={mode} />
        <h1 className={c.title} id="start-title">
          {mode === "real" ? "志愿填报：选择成绩" : "模拟填报：填写成绩"}
        </h1>
        <p className={c.muted}>
          {mode === "real" ? "选一条成绩记录和要填的志愿段，下一步从“冲 稳 保 垫”各档中挑选志愿。" : "填写分数和选考科目即可模拟填报，无需保存成绩记录。"}
          {entryCount > 0 ? ` 你在该段已有 ${entryCount} 个志愿的草稿，会保留。` : ""}
        </p>
        {action?.error ? (
          <p className={ui.formError} role="alert">
            {action.error}
          </p>
        ) : null}
        <Form method="post" className={f.bar}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="plan-type">
              志愿段 / 批次
            </label>
            <select className={ui.select} id="plan-type" name="type" defaultValue={type}>
              {Object.entries(types).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </div>
          {mode === "real" ? (
            records.length === 0 ? (
              <p>
                你还没有成绩记录，请先 <Link to={`/${scope}/personalCenter/myScore`}>添加成绩</Link>，或使用 <Link to={`/${scope}/mockReported`}>模拟填报</Link>。
              </p>
            ) : (
              <fieldset className={ui.fieldset}>
                <legend className={c.legend}>成绩记录</legend>
                {records.map((r, i) => (
                  <label key={r.id} className={ui.choice}>
                    <input type="radio" name="scoreRecordId" value={r.id} defaultChecked={student?.scoreRecordId ? student.scoreRecordId === r.id : i === 0} required /> {r.label}
                  </label>
                ))}
              </fieldset>
            )
          ) : (
            <>
              <div className={ui.field}>
                <label className={ui.label} htmlFor="mock-score">
                  高考总分
                </label>
                <input className={ui.input} id="mock-score" name="score" inputMode="numeric" pattern="[0-9]*" required size={6} defaultValue={student?.score ?? ""} placeholder="0–750" />
              </div>
              <ElectiveFields scope={scope} subjects={student?.subjects ?? []} first={student?.track === "history" ? "历史" : "物理"} />
            </>
          )}
          <div className={ui.field}>
            <button type="submit" className={ui.button} disabled={busy || (mode === "real" && records.length === 0)}>
              下一步：挑选志愿
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
