import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { electiveModelOf } from "#server/modules/xuanke/combos";
import { CompareForm, PickComboForm } from "../components/xuanke/ComboForms";
import { XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("科目选专业");

export async function loader({ params, request }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  return { scope };
}

export default function SubjectChooseMajor() {
  const { scope } = useLoaderData<typeof loader>();
  const model = electiveModelOf(scope);
  const count = model === "3of7" ? "35" : model === "3of6" ? "20" : "12";
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="subjectChooseMajor" />
      <section className={s.panel} aria-labelledby="scm-title">
        <h1 className={s.title} id="scm-title">
          科目选专业
        </h1>
        <p className={s.muted}>
          {SCOPE_INFO[scope].name}共有 {count} 种选科组合。选定一个组合，查看按最新一年{scope === "zj" ? "投档数据" : "招生计划"}能报考的专业和计划数占比、受限的专业；也可以把最多 3 个组合放在一起对比。
        </p>
      </section>
      <section className={s.panel}>
        <PickComboForm scope={scope} action={`/${scope}/subjectChooseMajorResult`} />
      </section>
      <section className={s.panel}>
        <CompareForm scope={scope} action={`/${scope}/subjectChooseMajorResult`} />
      </section>
    </div>
  );
}
