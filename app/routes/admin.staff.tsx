import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { ROLE_LABEL, STAFF_ROLES } from "#server/modules/admin/admin.schema";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { SCOPE_OPTIONS, targetLabel } from "../lib/admin-labels";
import { formatChinaTime, maskedPhone } from "../lib/format";
import { flashNotice } from "../lib/session.server";
import * as s from "./admin.css";

export const meta = () => [{ title: "工作人员 - 管理后台" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const staff = await call(endpoints.adminStaff, {}).then((r) => r.data, refusal);
  const channelOptions = [...context.channels.byCode.values()].map((c) => ({ code: c.code, name: `${c.brandName}（${c.code}）` }));
  return data({ staff, channelOptions }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const form = await request.formData();
  const values = {
    phone: String(form.get("phone") ?? "").trim(),
    name: String(form.get("name") ?? "").trim(),
    role: String(form.get("role") ?? "") as (typeof STAFF_ROLES)[number],
    channels: form.getAll("channels").map(String),
    scopes: form.getAll("scopes").map(String),
  };
  try {
    if (form.get("intent") === "disable") {
      const id = String(form.get("id") ?? "");
      const member = (await call(endpoints.adminStaff, {})).data.find((m) => m.id === id);
      if (!member) return data({ error: "未找到该工作人员", values }, { status: 404 });
      await call(endpoints.adminUpdateStaff, { id, name: member.name, role: member.role, channels: member.channels, scopes: member.scopes, disabled: !member.disabled });
      await flashNotice(context, { kind: "success", message: member.disabled ? "已启用" : "已停用" });
      return redirect("/admin/staff");
    }
    const { data: added } = await call(endpoints.adminAddStaff, values);
    await flashNotice(context, { kind: "success", message: `已添加工作人员 ${maskedPhone(added.phone)}` });
    return redirect("/admin/staff");
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ error: error.message, values }, { status: error.status });
    throw error;
  }
}

export default function AdminStaff() {
  const { staff, channelOptions } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const v = acted?.values;
  return (
    <>
      <h1 className={s.h1}>工作人员</h1>
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="staff-table">
          <thead>
            <tr>
              <th className={s.cell} scope="col">手机号</th>
              <th className={s.cell} scope="col">姓名</th>
              <th className={s.cell} scope="col">角色</th>
              <th className={s.cell} scope="col">渠道 / 省份</th>
              <th className={s.cell} scope="col">添加时间</th>
              <th className={s.cell} scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((m) => (
              <tr key={m.id}>
                <td className={s.cell}>{m.phone}</td>
                <td className={s.cell}>{m.name || "-"}</td>
                <td className={s.cell}>{ROLE_LABEL[m.role]}</td>
                <td className={s.cell}>{targetLabel(m.channels, m.scopes)}</td>
                <td className={s.cell}>{formatChinaTime(m.createdAt)}</td>
                <td className={s.cell}>
                  <Form method="post">
                    <input type="hidden" name="id" value={m.id} />
                    {m.disabled ? "已停用 " : "正常 "}
                    <button className={s.secondary} type="submit" name="intent" value="disable">
                      {m.disabled ? "启用" : "停用"}
                      <span className="visually-hidden"> {m.phone}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className={s.h2}>添加工作人员</h2>
      <Form method="post" className={s.form}>
        <input type="hidden" name="intent" value="add" />
        <div className={s.field}>
          <label className={s.label} htmlFor="phone">
            手机号
          </label>
          <input className={s.input} id="phone" name="phone" inputMode="numeric" maxLength={11} required defaultValue={v?.phone ?? ""} />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="name">
            姓名
          </label>
          <input className={s.input} id="name" name="name" maxLength={40} defaultValue={v?.name ?? ""} />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="role">
            角色
          </label>
          <select className={s.input} id="role" name="role" defaultValue={v?.role ?? "editor"}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={s.fieldset}>
          <legend className={s.label}>渠道</legend>
          <label className={s.check}>
            <input type="checkbox" name="channels" value="all" defaultChecked={v?.channels.includes("all")} /> 全部渠道
          </label>
          {channelOptions.map((c) => (
            <label key={c.code} className={s.check}>
              <input type="checkbox" name="channels" value={c.code} defaultChecked={v?.channels.includes(c.code)} /> {c.name}
            </label>
          ))}
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.label}>省份</legend>
          <label className={s.check}>
            <input type="checkbox" name="scopes" value="all" defaultChecked={v?.scopes.includes("all")} /> 全部省份
          </label>
          {SCOPE_OPTIONS.map((o) => (
            <label key={o.code} className={s.check}>
              <input type="checkbox" name="scopes" value={o.code} defaultChecked={v?.scopes.includes(o.code)} /> {o.name}
            </label>
          ))}
        </fieldset>
        {acted?.error ? (
          <p className={s.error} role="alert">
            {acted.error}
          </p>
        ) : null}
        <div className={s.actions}>
          <button className={s.button} type="submit">
            添加
          </button>
        </div>
      </Form>
    </>
  );
}
