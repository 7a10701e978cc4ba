import { useLoaderData } from "@remix-run/react";
import * as c from "../components/candidates/candidates.css";
import { FilterPage, type FilterPageData } from "../components/filling/FilterPage";
import { CheckboxChoice } from "../components/ui/ChoiceGroup";
import { TextField } from "../components/ui/TextField";
import type { FilterKey } from "../lib/filling-filters";
import { filterLoader } from "../lib/filling-filter.server";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("专业筛选");
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const loader = filterLoader("major");

const OWNS: FilterKey[] = ["keyword", "majorClasses"];

/** Filling's major filters: 门类 or 专业类 from the undergraduate catalogue, and a name. */
export default function ReportedFilterNew() {
  const d = useLoaderData<typeof loader>() as FilterPageData;
  const chosen = d.filters.majorClasses;
  const names = new Map(d.catalogue.flatMap((g) => [[g.code, g.name] as const, ...g.classes.map((k) => [k.code, k.name] as const)]));
  return (
    <FilterPage path="reportedFilterNew" title="专业筛选" intro="按学科门类或专业类筛选候选志愿（专业组按组内专业判断）。" owns={OWNS}>
      <TextField label="院校或专业名称" name="keyword" defaultValue={d.filters.keyword} maxLength={30} description="名称中含这些字的院校或专业，可不填" />
      <p className={c.muted} data-testid="chosen-classes">
        已选：{chosen.length > 0 ? chosen.map((code) => `${names.get(code) ?? code}（${code}）`).join("、") : "不限专业"}
      </p>
      <div>
        <h2 className={c.legend}>本科专业目录：学科门类 → 专业类</h2>
        <ul className={c.majorList} aria-label="学科门类">
          {d.catalogue.map((g) => {
            const codes = [g.code, ...g.classes.map((k) => k.code)];
            return (
              <li key={g.code}>
                <details open={chosen.some((x) => codes.includes(x)) || undefined}>
                  <summary className={c.summary}>
                    {g.name}（{g.code}，{g.classes.length} 个专业类）
                  </summary>
                  <CheckboxChoice
                    label={`${g.name}的专业类`}
                    name="majorClass"
                    options={codes}
                    optionLabels={Object.fromEntries([[g.code, `整个${g.name}门类`], ...g.classes.map((k) => [k.code, `${k.name}（${k.majors} 个专业）`])])}
                    defaultValue={chosen.filter((x) => codes.includes(x))}
                  />
                </details>
              </li>
            );
          })}
        </ul>
      </div>
    </FilterPage>
  );
}
