import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { DEFAULT_DOCUMENT_CHANNEL, DOCUMENT_LABEL, DOCUMENT_PAGE, DOCUMENT_TEXT, isDocumentType } from "#server/modules/documents/documents.schema";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { documentChannelLabel, documentEditPath } from "../lib/admin-documents";
import { formatChinaTime } from "../lib/format";
import { flashNotice } from "../lib/session.server";
import * as s from "./admin.css";

export const meta = () => [{ title: "编辑协议与常见问题 - 管理后台" }];

function typeOf(params: LoaderFunctionArgs["params"]) {
  if (!isDocumentType(params.type)) throw new Response(DOCUMENT_TEXT.typeInvalid, { status: 404 });
  return params.type;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const type = typeOf(params);
  // Without a choice, an editor of some channels starts on its first one; everyone else on the default.
  const ownFirst = staff.role === "editor" && !staff.channels.includes("all") ? staff.channels[0] : undefined;
  const channel = new URL(request.url).searchParams.get("channel") ?? ownFirst ?? DEFAULT_DOCUMENT_CHANNEL;
  const doc = await call(endpoints.adminDocument, { document_type: type, channel }).then((r) => r.data, refusal);
  const channels = [DEFAULT_DOCUMENT_CHANNEL, ...context.channels.byCode.keys()];
  const names = new Map([...context.channels.byCode.values()].map((c) => [c.code, c]));
  // Admins pick any channel; editors the channels they may write (and the one shown); viewers may look at every one.
  const choices = staff.role === "editor" ? channels.filter((c) => doc.editable.includes(c) || c === doc.channel) : channels;
  return data(
    { doc, choices: choices.map((code) => ({ code, label: documentChannelLabel(code, names) })), label: documentChannelLabel(doc.channel, names) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const type = typeOf(params);
  const form = await request.formData();
  const channel = String(form.get("channel") ?? DEFAULT_DOCUMENT_CHANNEL);
  const text = String(form.get("text") ?? "");
  const reset = form.get("intent") === "reset";
  try {
    if (reset) await call(endpoints.adminResetDocument, { document_type: type, channel });
    else await call(endpoints.adminSaveDocument, { document_type: type, channel, text });
  } catch (error) {
    // The refused text stays on the form to be fixed; the stored one is unchanged.
    if (error instanceof ApiError && error.status < 500) return data({ error: error.message, text }, { status: error.status });
    throw error;
  }
  await flashNotice(context, { kind: "success", message: reset ? DOCUMENT_TEXT.reset : DOCUMENT_TEXT.saved });
  return redirect(documentEditPath(type, channel));
}

export default function AdminDocumentEditor() {
  const { doc, choices, label } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const writable = doc.editable.includes(doc.channel);
  const scopePath = `/zj/${DOCUMENT_PAGE[doc.document_type]}${doc.channel === DEFAULT_DOCUMENT_CHANNEL ? "" : `?channel=${doc.channel}`}`;
  return (
    <>
      <p>
        <Link to="/admin/documents">← 协议与常见问题</Link>
      </p>
      <h1 className={s.h1}>
        {DOCUMENT_LABEL[doc.document_type]}（{label}）
      </h1>
      {/* Keyed: with JavaScript on, another channel's or a newly saved text replaces what the fields show. */}
      <Form key={`pick:${doc.channel}`} method="get" className={s.actions} aria-label="选择渠道">
        <div className={s.field}>
          <label className={s.label} htmlFor="channel-pick">
            渠道
          </label>
          <select className={s.input} id="channel-pick" name="channel" defaultValue={doc.channel}>
            {choices.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <span aria-hidden="true">&nbsp;</span>
          <button className={s.secondary} type="submit">
            切换渠道
          </button>
        </div>
      </Form>
      <p className={s.hint} data-testid="document-state">
        {doc.own || doc.channel === DEFAULT_DOCUMENT_CHANNEL
          ? doc.updatedAt
            ? `当前版本：${formatChinaTime(doc.updatedAt)}，${doc.updatedBy ?? "初始内容"}`
            : "当前版本：初始内容"
          : "这个渠道还没有单独的版本，下面是默认版本；保存后这个渠道改用自己的版本。"}{" "}
        <a href={scopePath}>查看前台页面（浙江）</a>
      </p>
      <Form key={`edit:${doc.document_type}:${doc.channel}:${doc.updatedAt}`} method="post" className={s.form}>
        <input type="hidden" name="channel" value={doc.channel} />
        <div className={s.field}>
          <label className={s.label} htmlFor="text">
            {writable ? "正文" : "正文（只读）"}
          </label>
          <textarea
            className={s.textarea}
            id="text"
            name="text"
            rows={24}
            maxLength={50_000}
            readOnly={!writable}
            defaultValue={acted?.text ?? doc.text}
            aria-describedby="text-hint"
            aria-invalid={acted?.error ? true : undefined}
          />
          <p className={s.hint} id="text-hint">
            第一行“# 标题”；每个章节以“## 章节标题”开头；“- ”开头为列表项，“1. ”开头为编号列表项，“&gt; ”开头为提示；其余每行一段。链接写成
            [文字](page:FAQPage/FAQDisclaimer)。{"{{brandName}}"}（品牌）、{"{{cardName}}"}（卡名）、{"{{operators}}"}（运营公司）、{"{{mainOperator}}"}、
            {"{{hotline}}"}（客服热线）、{"{{serviceHours}}"}、{"{{contacts}}"}（联系方式，单独一个列表项时逐行列出）、{"{{scopeName}}"}（省份）、{"{{examModel}}"}、
            {"{{scopeNames}}"} 在前台按渠道和省份替换。
          </p>
        </div>
        {acted?.error ? (
          <p className={s.error} role="alert">
            {acted.error}
          </p>
        ) : null}
        {writable ? (
          <div className={s.actions}>
            <button className={s.button} type="submit">
              保存
            </button>
            {doc.own && doc.channel !== DEFAULT_DOCUMENT_CHANNEL ? (
              <button className={s.secondary} type="submit" name="intent" value="reset" formNoValidate>
                删除本渠道版本，恢复默认
              </button>
            ) : null}
          </div>
        ) : (
          <p className={s.hint}>您的账号不能修改这个渠道的正文。</p>
        )}
      </Form>
    </>
  );
}
