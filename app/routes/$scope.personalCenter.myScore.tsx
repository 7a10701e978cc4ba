import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { Scope } from "#server/modules/scope/scopes";
import {
  SCORE_KINDS,
  SCORE_KIND_NAME,
  SCORE_TEXT,
  SUBJECT_KEYS,
  scoreRecordSchema,
  type ScoreRecord,
} from "#server/modules/score-record/score-record.schema";
import { FIRST_CHOICE, RECHOSEN, SUBJECTS, electiveModel } from "#server/modules/user/user.schema";
import { CheckboxChoice, RadioChoice } from "../components/ui/ChoiceGroup";
import { TextField } from "../components/ui/TextField";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { redirectOnUnauthorized, requireUser } from "../lib/auth.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { flashNotice } from "../lib/session.server";
import * as s from "./personal-center.css";
import * as m from "./my-score.css";

export const meta = pageTitle("我的成绩");

/** The electives a scope's form offers, and how it asks for them. */
function subjectsOf(scope: Scope) {
  const model = electiveModel(scope);
  if (model === "1+2") return { model, all: [...FIRST_CHOICE, ...RECHOSEN], rule: "首选物理或历史中的1门，再选化学、生物、政治、地理中的2门" };
  if (model === "3of6") return { model, all: SUBJECTS.filter((x) => x !== "技术"), rule: "物理、化学、生物、政治、历史、地理中选3门" };
  return { model, all: [...SUBJECTS], rule: "物理、化学、生物、政治、历史、地理、技术中选3门" };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  let records: ScoreRecord[] = [];
  try {
    records = (await (await api(request, context)).call(endpoints.scoreRecords, {}, { token })).data;
  } catch (error) {
    await redirectOnUnauthorized(error, request, context, scope);
  }
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = records.find((r) => r.id === editId) ?? null;
  return data({ scope, records, editing });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  const formData = await request.formData();
  const client = await api(request, context);
  const back = `/${scope}/personalCenter/myScore`;

  if (formData.get("intent") === "delete") {
    try {
      await client.call(endpoints.deleteScoreRecords, { ids: [String(formData.get("id") ?? "")] }, { token });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) {
        await flashNotice(context, { kind: "error", message: error.message });
        return redirect(back);
      }
      await redirectOnUnauthorized(error, request, context, scope);
    }
    await flashNotice(context, { kind: "success", message: SCORE_TEXT.deleted });
    return redirect(back);
  }

  const submission = parseWithZod(formData, { schema: scoreRecordSchema(scope) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    if (submission.value.id) await client.call(endpoints.updateScoreRecord, submission.value, { token });
    else await client.call(endpoints.createScoreRecord, submission.value, { token });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
    }
    await redirectOnUnauthorized(error, request, context, scope);
  }
  await flashNotice(context, { kind: "success", message: SCORE_TEXT.saved });
  return redirect(back);
}

function RecordItem({ record, scope }: { record: ScoreRecord; scope: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <li className={m.record} data-testid="score-record">
      <div className={m.recordText}>
        <p className={m.recordLabel}>{record.label}</p>
        <p className={m.recordMeta}>
          {SCORE_KIND_NAME[record.kind]} · 位次 {record.forecastRankText}
          {record.forecastRankSource ? ` · 来源：${record.forecastRankSource}` : ""}
        </p>
      </div>
      <div className={m.actions}>
        <Link className={ui.secondaryButton} to={`/${scope}/personalCenter/myScore?edit=${record.id}`} aria-label={`修改成绩${record.number}`}>
          修改
        </Link>
        <Form method="post" className={m.inline}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={record.id} />
          <button type="submit" className={ui.secondaryButton} disabled={busy} aria-label={`删除成绩${record.number}`}>
            删除
          </button>
        </Form>
      </div>
    </li>
  );
}

function ScoreForm({ scope, editing }: { scope: Scope; editing: ScoreRecord | null }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = scoreRecordSchema(scope);
  const [form, fields] = useForm({
    id: `score-form-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { model, all, rule } = subjectsOf(scope);
  const scores: Record<string, number | null> = editing ? JSON.parse(editing.scoreInfoString) : {};
  const chosen = editing?.subjects ?? [];
  const title = editing ? `修改成绩${editing.number}` : "添加成绩";
  return (
    <Form method="post" {...getFormProps(form)} className={s.formGrid} aria-labelledby="score-form-title">
      <h2 id="score-form-title">{title}</h2>
      {form.errors ? (
        <p className={ui.formError} role="alert">
          {form.errors[0]}
        </p>
      ) : null}
      {editing ? <input type="hidden" name={fields.id.name} value={editing.id} /> : null}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={fields.kind.id}>
          成绩类型
        </label>
        <select className={ui.select} id={fields.kind.id} name={fields.kind.name} defaultValue={editing?.kind ?? "real"}>
          {SCORE_KINDS.map((k) => (
            <option key={k} value={k}>
              {SCORE_KIND_NAME[k]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="高考总分"
        name={fields.totalScore.name}
        id={fields.totalScore.id}
        defaultValue={editing ? String(editing.totalScore) : ""}
        errors={fields.totalScore.errors}
        inputMode="numeric"
        maxLength={3}
        description="0至750之间的整数"
      />
      {model === "1+2" ? (
        <>
          <RadioChoice label="首选科目" name={fields.first.name} options={FIRST_CHOICE} defaultValue={editing?.first ?? null} errors={fields.first.errors} />
          <CheckboxChoice
            label="再选科目"
            name={fields.subjects.name}
            options={RECHOSEN}
            defaultValue={chosen.filter((x) => RECHOSEN.includes(x as (typeof RECHOSEN)[number]))}
            errors={fields.subjects.errors}
            description={rule}
          />
        </>
      ) : (
        <CheckboxChoice label="选考科目" name={fields.subjects.name} options={all} defaultValue={chosen} errors={fields.subjects.errors} description={rule} />
      )}
      <fieldset className={ui.fieldset}>
        <legend className={m.legend}>选考科目成绩（选填，只填所选科目）</legend>
        <div className={m.scoreGrid}>
          {all.map((name) => {
            const key = SUBJECT_KEYS[name];
            const field = fields[key as keyof typeof fields];
            const value = scores[key];
            return (
              <TextField
                key={key}
                label={`${name}成绩`}
                name={field.name}
                id={field.id}
                defaultValue={value === null || value === undefined ? "" : String(value)}
                errors={field.errors}
                inputMode="numeric"
                maxLength={3}
              />
            );
          })}
        </div>
      </fieldset>
      <div className={m.actions}>
        <button type="submit" className={ui.button} disabled={navigation.state === "submitting"}>
          保存
        </button>
        {editing ? (
          <Link className={ui.secondaryButton} to={`/${scope}/personalCenter/myScore`}>
            取消修改
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function MyScore() {
  const { scope, records, editing } = useLoaderData<typeof loader>();
  return (
    <section className={s.panel} aria-labelledby="my-score-title">
      <h1 className={s.panelTitle} id="my-score-title">
        我的成绩
      </h1>
      {records.length === 0 ? (
        <p>还没有成绩记录。填写高考总分和选考科目后，即可按成绩查询院校和专业。</p>
      ) : (
        <ul className={m.list} aria-label="成绩记录">
          {records.map((r) => (
            <RecordItem key={r.id} record={r} scope={scope} />
          ))}
        </ul>
      )}
      <p className={m.recordMeta}>
        位次按本省最新一分一段表查得；预估志愿梯次指数为全省考生中排在您之后的比例。估分仅供参考。
      </p>
      <ScoreForm key={editing?.id ?? "new"} scope={scope} editing={editing} />
    </section>
  );
}
