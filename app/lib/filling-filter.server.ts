import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { BAND_NAMES, type BandName } from "#server/modules/zhiyuan/zhiyuan.schema";
import { readPickFilters } from "./filling-filters";
import { loadCandidates } from "./filling-pick.server";
import { fillingGuard, loadDraft, startFirst } from "./filling.server";

export type FilterPageKind = "school" | "major" | "stage";

export interface CatalogueClass {
  code: string;
  name: string;
  majors: number;
}

/**
 * The loader of reportedFilter / reportedFilterNew / reportedFilterStage: the draft's student, the
 * filters in the URL and how many units they leave (one engine call, a page of one unit), plus what
 * the page offers to choose from (a province's cities; the 门类 → 专业类 catalogue).
 */
export function filterLoader(kind: FilterPageKind) {
  return async function loader({ params, request, context }: LoaderFunctionArgs) {
    const g = await fillingGuard(params, request, context, "query");
    const current = await loadDraft(g, request, context);
    if (!current) return startFirst(g.scope, g.type, context);
    const url = new URL(request.url);
    const { filters, problems } = readPickFilters(url.searchParams);
    const { answer, error } = problems.length > 0 ? { answer: null, error: null } : await loadCandidates(g, request, context, current.draft.student, filters, 1, 1);
    const counts = answer
      ? {
          total: answer.total_size,
          schools: answer.total_uni_num,
          bands: Object.fromEntries(BAND_NAMES.map((b) => [b, answer[`${b}_size`]])) as Record<BandName, number>,
          unitKind: answer.unitKind,
          year: answer.year,
          source: answer.source,
        }
      : null;
    const province = filters.provinces.length === 1 ? filters.provinces[0]! : filters.provinces.length === 0 && filters.home ? SCOPE_INFO[g.scope].name : null;
    const cities = kind === "school" && province ? ((await g.client.call(endpoints.queryUniversities, { province: [province], pageSize: 1 })).data.cities ?? []) : [];
    const catalogue: Array<{ code: string; name: string; classes: CatalogueClass[] }> =
      kind === "major"
        ? (await g.client.call(endpoints.majorHistoryCatalogue, {})).data.disciplines.map((d) => ({ code: d.code, name: d.name, classes: d.classes.map((c) => ({ code: c.code, name: c.name, majors: c.majors.length })) }))
        : [];
    const s = current.view.student;
    // A draft made from a score record names the record: its score and electives are the record's.
    const record = kind === "stage" && s.scoreRecordId ? (await g.client.call(endpoints.scoreRecords, {}, { token: g.token })).data.find((r) => r.id === s.scoreRecordId) : undefined;
    return data(
      {
        scope: g.scope,
        type: g.type,
        types: g.rules.types,
        mode: url.searchParams.get("mode") === "mock" ? ("mock" as const) : ("real" as const),
        filters,
        problems,
        error,
        counts,
        student: { score: record?.totalScore ?? s.score ?? null, rank: s.rankUsed, rankFromYear: s.rankFromYear, subjects: record?.subjects ?? s.subjects ?? [] },
        cityProvince: province,
        cities,
        catalogue,
      },
      { status: problems.length > 0 ? 400 : 200, headers: { "Cache-Control": "private, no-store" } },
    );
  };
}
