import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { Label, TextArea, TextField as AriaTextField, FieldError } from "react-aria-components";
import { BUSINESS_COOPERATION_HONEYPOT, BusinessCooperationSchema, USER_TEXT } from "#server/modules/user/user.schema";
import * as content from "../components/content/content.css";
import * as login from "../components/login.css";
import { TextField } from "../components/ui/TextField";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { flashNotice } from "../lib/session.server";

export const meta = pageTitle("商务合作");

export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const submission = parseWithZod(await request.formData(), { schema: BusinessCooperationSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    // The honeypot travels to the API, which refuses a filled one.
    const { msg } = await (await api(request, context)).call(endpoints.businessCooperation, submission.value);
    await flashNotice(context, { kind: "success", message: msg && msg !== "ok" ? msg : USER_TEXT.submitted });
    return redirect(`/${scope}/AboutUsPage/AboutBusinessCooperation`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
  }
}

export default function BusinessCooperation() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // A new location after a successful post gives an empty form again.
  const { key } = useLocation();
  const [form, fields] = useForm({
    id: "business-cooperation",
    lastResult: actionData?.result,
    // Validating on blur would insert messages above the button as it is pressed, moving it away from the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BusinessCooperationSchema }),
  });
  return (
    <article className={content.article} aria-labelledby="bc-title">
      <h1 className={content.title} id="bc-title">
        商务合作
      </h1>
      <p className={content.intro}>学校、机构与渠道合作，请留下联系方式，我们会在两个工作日内与您联系。</p>
      <Form method="post" {...getFormProps(form)} key={key}>
        {form.errors ? (
          <p className={ui.formError} role="alert">
            {form.errors[0]}
          </p>
        ) : null}
        <div className={login.honeypot} aria-hidden="true">
          <label>
            请勿填写
            <input type="text" name={BUSINESS_COOPERATION_HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <TextField label="公司名称" name={fields.company.name} id={fields.company.id} defaultValue={fields.company.initialValue as string} errors={fields.company.errors} maxLength={100} />
        <TextField label="联系人" name={fields.contact.name} id={fields.contact.id} defaultValue={fields.contact.initialValue as string} errors={fields.contact.errors} maxLength={50} />
        <TextField label="联系电话" name={fields.phone.name} id={fields.phone.id} defaultValue={fields.phone.initialValue as string} errors={fields.phone.errors} type="tel" maxLength={20} />
        <AriaTextField
          name={fields.message.name}
          id={fields.message.id}
          defaultValue={fields.message.initialValue as string}
          isInvalid={Boolean(fields.message.errors)}
          validationBehavior="aria"
          className={ui.field}
        >
          <Label className={ui.label}>合作内容</Label>
          <TextArea className={ui.input} rows={5} maxLength={1000} />
          <FieldError className={ui.error}>{fields.message.errors?.[0]}</FieldError>
        </AriaTextField>
        <button type="submit" className={ui.button} disabled={navigation.state === "submitting"}>
          提交
        </button>
      </Form>
    </article>
  );
}
