import ExcelJS from "exceljs";
import { planColumns, planRows } from "./plan-rows";
import type { PlanView } from "./plans.schema";

const WIDTH: Record<string, number> = { 序号: 6, 院校代码: 10, 院校名称: 24, 专业组: 8, 专业代号: 10, 专业名称: 28, 服从调剂: 8, 计划数: 8, 梯度: 6, 录取概率: 10, 预测录取位次: 12, "历年最低分/位次": 40 };

/**
 * The plan as an .xlsx workbook (opens in Excel and WPS): a title block (student, outcome,
 * sources), then one row per entry, exactly planRows() — the rows the pages show.
 */
export async function planWorkbook(view: PlanView, brand: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = brand;
  wb.created = new Date(view.updatedAt);
  const ws = wb.addWorksheet("志愿方案", { pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  const s = view.student;
  ws.addRow([`${brand} · ${view.name}`]);
  ws.addRow([`${view.typeName} · ${view.year ?? "-"} 年 · 位次 ${s.rankUsed?.toLocaleString("en-US") ?? "-"}${s.rankFromYear ? `（按 ${s.rankFromYear} 年一分一段表）` : ""}${s.score != null ? ` · 高考总分 ${s.score}` : ""}${s.subjects?.length ? ` · 选考 ${s.subjects.join(" ")}` : ""}`]);
  ws.addRow([`${view.outcome.sentence}（估算）`]);
  ws.addRow([`数据来源：${view.source || "-"}；录取概率为估算，仅供参考`]);
  ws.addRow([]);
  const columns = planColumns(view.scope);
  const header = ws.addRow([...columns]);
  header.font = { bold: true };
  for (const r of planRows(view)) ws.addRow(r);
  ws.columns.forEach((c, i) => (c.width = WIDTH[columns[i] ?? ""] ?? 12));
  ws.views = [{ state: "frozen", ySplit: 6 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Rows of the entry table of a workbook made by planWorkbook (tests read files back with it). */
export async function readPlanWorkbook(file: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((row, n) => {
    if (n <= 6) return;
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
  });
  return rows;
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
