import type { AppLoadContext } from "@remix-run/node";
import { DATA_CATEGORIES, type DeletionReport } from "#server/modules/account/account.schema";
import { endSession } from "./auth.server";
import { getSession } from "./session.server";

const REPORT_KEY = "accountDeletion";

const CATEGORY_ORDER: readonly string[] = Object.values(DATA_CATEGORIES);
/** Categories the warning did not list (none today) go last. */
function rank(category: string): number {
  const i = CATEGORY_ORDER.indexOf(category);
  return i === -1 ? CATEGORY_ORDER.length : i;
}

/** What the result page shows: each category once (profile first, as the warning listed them), with how many records went. */
export interface DeletionSummary {
  deletedAt: string;
  deleted: Array<{ category: string; rows: number }>;
  retained: Array<{ category: string; rows: number; reason: string }>;
}

export function summarise(report: DeletionReport): DeletionSummary {
  const byCategory = new Map<string, number>();
  for (const row of report.deleted) byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + row.rows);
  return {
    deletedAt: report.deletedAt,
    deleted: [...byCategory].map(([category, rows]) => ({ category, rows })).sort((a, b) => rank(a.category) - rank(b.category)),
    retained: report.retained.map(({ category, rows, reason }) => ({ category, rows, reason })),
  };
}

/**
 * After the API deleted the account: the old session goes, and a brand-new
 * one (no user in it) carries the summary to the result page once.
 */
export async function sessionAfterDeletion(request: Request, context: AppLoadContext, report: DeletionReport): Promise<void> {
  await endSession(request, context);
  (await getSession(context)).flash(REPORT_KEY, summarise(report));
}

/** The summary flashed above, read (and so cleared) once; null on any later visit. */
export async function takeDeletionSummary(context: AppLoadContext): Promise<DeletionSummary | null> {
  return ((await getSession(context)).get(REPORT_KEY) as DeletionSummary | undefined) ?? null;
}
