import type express from "express";
import ExcelJS from "exceljs";
import type { Channels } from "#channels/registry";
import { DomainError } from "#server/errors";
import { contentDisposition, planWorkbook } from "./plan-excel";
import type { PlanService } from "./plans.service";

/**
 * GET …/excel?excel_token=: the file a token names (a plan, or the person's collections), with its
 * own Content-Disposition (RFC 6266). The token is the credential: signed, bound to the person and
 * the scope, valid 10 minutes; a bad one answers the usual envelope with 400.
 */
export function excelDownload(plans: PlanService, channels: Channels): express.RequestHandler {
  return async (req, res, next) => {
    try {
      const token = typeof req.query.excel_token === "string" ? req.query.excel_token : "";
      const t = plans.readExcelToken(token);
      const brand = channels.get(typeof req.headers.channel === "string" ? req.headers.channel : undefined)?.brandName ?? channels.get(undefined)?.brandName ?? "志愿规划";
      let file: Buffer;
      let name: string;
      if (t.kind === "plan") {
        const view = await plans.view(t.userId, t.scope, t.id);
        file = await planWorkbook(view, brand);
        name = `${view.name}.xlsx`;
      } else {
        const kind = t.id === "unlike" ? "unlike" : "collect";
        const rows = await plans.marks(t.userId, t.scope, kind);
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet(kind === "collect" ? "我的收藏" : "不感兴趣");
        ws.addRow(["序号", "院校专业", "编号", "加入时间"]).font = { bold: true };
        rows.forEach((r, i) => ws.addRow([i + 1, r.label, r.unitId, r.createdAt.slice(0, 10)]));
        file = Buffer.from(await wb.xlsx.writeBuffer());
        name = `${kind === "collect" ? "我的收藏" : "不感兴趣"}.xlsx`;
      }
      res.status(200);
      res.setHeader("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      res.setHeader("Content-Disposition", contentDisposition(name));
      res.setHeader("Cache-Control", "private, no-store");
      res.end(file);
    } catch (error) {
      if (error instanceof DomainError) {
        res.status(error.status).setHeader("Cache-Control", "no-store");
        res.json({ errCode: error.status, msg: error.message, data: null });
        return;
      }
      next(error);
    }
  };
}
