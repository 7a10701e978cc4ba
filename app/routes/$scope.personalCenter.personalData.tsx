import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPES, SCOPE_INFO } from "#server/modules/scope/scopes";
import { GENDERS, NATURES, ProfilePutSchema, SUBJECTS, USER_TEXT, electiveModel } from "#server/modules/user/user.schema";
import { CheckboxChoice, RadioChoice } from "../components/ui/ChoiceGroup";
import { TextField } from "../components/ui/TextField";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { redirectOnUnauthorized, requireUser } from "../lib/auth.server";
import { pageTitle } from "../lib/meta";
import { useViewer } from "../lib/viewer";
import { requireScope } from "../lib/scope.server";
import { flashNotice } from "../lib/session.server";
import * as s from "./personal-center.css";
import * as del from "./delete-account.css";

export const meta = pageTitle("个人资料");

const ELECTIVE_RULES = {
  "3of7": "浙江：物理、化学、生物、政治、历史、地理、技术中选 3 门",
  "3of6": "山东：物理、化学、生物、政治、历史、地理中选 3 门",
  "1+2": "3+1+2：物理、历史中选 1 门，化学、生物、政治、地理中选 2 门",
} as const;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  // The guard shares the layout's user lookup; the page shows the user the layout loaded.
  await requireUser(request, context, scope);
  return data({ scope });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  const submission = parseWithZod(await request.formData(), { schema: ProfilePutSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await (await api(request, context)).call(endpoints.putUser, submission.value, { token });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
    }
    await redirectOnUnauthorized(error, request, context, scope);
  }
  await flashNotice(context, { kind: "success", message: USER_TEXT.saved });
  return redirect(`/${scope}/personalCenter/personalData`);
}

export default function PersonalData() {
  const { scope } = useLoaderData<typeof loader>();
  const user = useViewer();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "personal-data",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfilePutSchema }),
  });
  // The layout's data predates a login made in another tab; the next full load shows the profile.
  if (!user) return <p role="status">请先登录系统</p>;
  const province = user.province ?? scope;
  const subjects = electiveModel(province) === "3of6" ? SUBJECTS.filter((x) => x !== "技术") : SUBJECTS;
  return (
    <section className={s.panel} aria-labelledby="personal-data-title">
      <h1 className={s.panelTitle} id="personal-data-title">
        个人资料
      </h1>
      <dl className={s.facts}>
        <dt className={s.factLabel}>手机号码</dt>
        <dd data-testid="phone">{user.maskedPhone}</dd>
        <dt className={s.factLabel}>注册时间</dt>
        <dd>{user.createdAt.slice(0, 10)}</dd>
      </dl>
      <Form method="post" {...getFormProps(form)} className={s.formGrid}>
        {form.errors ? (
          <p className={ui.formError} role="alert">
            {form.errors[0]}
          </p>
        ) : null}
        <TextField label="昵称" name={fields.displayName.name} id={fields.displayName.id} defaultValue={user.displayName ?? ""} errors={fields.displayName.errors} maxLength={20} />
        <RadioChoice label="身份" name={fields.nature.name} options={NATURES} defaultValue={user.nature} errors={fields.nature.errors} />
        <RadioChoice label="性别" name={fields.gender.name} options={GENDERS} defaultValue={user.gender} errors={fields.gender.errors} />
        <TextField label="就读高中" name={fields.highSchool.name} id={fields.highSchool.id} defaultValue={user.highSchool ?? ""} errors={fields.highSchool.errors} maxLength={50} />
        <TextField
          label="高考年份"
          name={fields.graduationYear.name}
          id={fields.graduationYear.id}
          defaultValue={user.graduationYear ? String(user.graduationYear) : ""}
          errors={fields.graduationYear.errors}
          inputMode="numeric"
          maxLength={4}
        />
        <div className={ui.field}>
          <label className={ui.label} htmlFor={fields.province.id}>
            高考省份
          </label>
          <select className={ui.select} id={fields.province.id} name={fields.province.name} defaultValue={province} aria-invalid={fields.province.errors ? true : undefined}>
            {SCOPES.map((code) => (
              <option key={code} value={code}>
                {SCOPE_INFO[code].name}
              </option>
            ))}
          </select>
          {fields.province.errors ? <span className={ui.error}>{fields.province.errors[0]}</span> : null}
        </div>
        <CheckboxChoice
          label="选考科目"
          name={fields.electives.name}
          options={subjects}
          defaultValue={user.electives}
          errors={fields.electives.errors}
          description={ELECTIVE_RULES[electiveModel(province)]}
        />
        <button type="submit" className={ui.button} disabled={navigation.state === "submitting"}>
          保存
        </button>
      </Form>
      <section className={del.section} aria-labelledby="delete-account-entry">
        <h2 id="delete-account-entry">注销账号</h2>
        <p>注销后，您的账号和个人资料、登录状态等全部信息将被永久删除，无法恢复。注销前需要短信验证。</p>
        <Link className={del.dangerLink} to={`/${scope}/personalCenter/deleteAccount`}>
          注销账号
        </Link>
      </section>
    </section>
  );
}
