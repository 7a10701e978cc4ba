import { useLoaderData } from "@remix-run/react";
import { FilterPage, type FilterPageData } from "../components/filling/FilterPage";
import { CheckboxChoice, RadioChoice } from "../components/ui/ChoiceGroup";
import { TextField } from "../components/ui/TextField";
import * as ui from "../components/ui/ui.css";
import { NATURE_WORDS, SCHOOL_TAGS, type FilterKey } from "../lib/filling-filters";
import { filterLoader } from "../lib/filling-filter.server";
import { pageTitle } from "../lib/meta";
import { LEVELS, PROVINCES, TYPES } from "../lib/university-query";

export const meta = pageTitle("院校筛选");
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const loader = filterLoader("school");

const OWNS: FilterKey[] = ["keyword", "provinces", "home", "city", "levels", "schoolTypes", "tags", "nature", "tuitionMin", "tuitionMax"];
const tuitionProblem = (problems: string[], word: string) => problems.filter((p) => p.includes(word) || p.includes("不能高于"));

/** Filling's school filters: where the school is, its level, type, tags, 公办/民办, tuition and a name. */
export default function ReportedFilter() {
  const d = useLoaderData<typeof loader>() as FilterPageData;
  const f = d.filters;
  return (
    <FilterPage path="reportedFilter" title="院校筛选" intro="按院校所在地、层次、类型、特色、办学性质和学费筛选候选志愿。" owns={OWNS}>
      <TextField label="院校或专业名称" name="keyword" defaultValue={f.keyword} maxLength={30} description="名称中含这些字的院校或专业，可不填" />
      <CheckboxChoice label="院校省份" name="province" options={PROVINCES} defaultValue={f.provinces} description="可多选；不选为不限" />
      <CheckboxChoice label="本省" name="home" options={["1"]} optionLabels={{ "1": "只看省内院校" }} defaultValue={f.home ? ["1"] : []} />
      {d.cityProvince && d.cities.length > 0 ? (
        <div className={ui.field}>
          <label className={ui.label} htmlFor="filter-city">
            城市（{d.cityProvince}）
          </label>
          <select className={ui.select} id="filter-city" name="city" defaultValue={f.city}>
            <option value="">不限</option>
            {d.cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={ui.description}>只选一个省份（或只看省内）并点「更新数量」后，可再选城市。</p>
      )}
      <CheckboxChoice label="办学层次" name="level" options={LEVELS} defaultValue={f.levels} />
      <CheckboxChoice label="院校类型" name="schoolType" options={TYPES} defaultValue={f.schoolTypes} />
      <CheckboxChoice label="院校特色" name="tag" options={SCHOOL_TAGS} defaultValue={f.tags} description="勾选多个时须同时满足" />
      <RadioChoice label="办学性质" name="nature" options={["any", "public", "private"]} optionLabels={{ any: "不限", ...NATURE_WORDS }} defaultValue={f.nature || "any"} />
      <div className={ui.row}>
        <TextField label="学费下限（元/年）" name="tuitionMin" inputMode="numeric" defaultValue={f.tuitionMin} maxLength={7} errors={tuitionProblem(d.problems, "下限")} />
        <TextField label="学费上限（元/年）" name="tuitionMax" inputMode="numeric" defaultValue={f.tuitionMax} maxLength={7} errors={tuitionProblem(d.problems, "上限")} />
      </div>
      <p className={ui.description}>按学费筛选时，学费未公布的志愿不显示。</p>
    </FilterPage>
  );
}
