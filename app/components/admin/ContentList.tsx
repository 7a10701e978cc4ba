import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { STATUS_LABEL, type ContentStatus } from "#server/modules/content/content.schema";
import { targetLabel } from "../../lib/admin-labels";
import * as s from "../../routes/admin.css";

/** The fields of an item every list shows (an AdminContent as the loader serialised it). */
interface ListedItem {
  id: number;
  title: string;
  status: ContentStatus;
  live: boolean;
  channels: string[];
  scopes: string[];
}

export interface ListColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/**
 * The content list of every admin kind: the "new" button (not for viewers), then the items the member may see
 * with title, status and targeting, the kind's own columns, and the edit and preview links.
 */
export function ContentList<T extends ListedItem>({
  items,
  noun,
  newHref,
  editHref,
  canEdit,
  columns,
  caption,
  testId,
}: {
  items: T[];
  /** What one item is called: 新建{noun}, 还没有{noun}. */
  noun: string;
  newHref: string;
  editHref: (item: T) => string;
  canEdit: boolean;
  columns: ListColumn<T>[];
  caption: string;
  testId: string;
}) {
  return (
    <>
      {canEdit ? (
        <p>
          <Link className={s.button} to={newHref}>
            新建{noun}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={s.hint}>您负责的渠道和省份下还没有{noun}。</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid={testId}>
            <caption className={s.hint}>{caption}</caption>
            <thead>
              <tr>
                <th className={s.cell} scope="col">
                  标题
                </th>
                <th className={s.cell} scope="col">
                  状态
                </th>
                <th className={s.cell} scope="col">
                  渠道 / 省份
                </th>
                {columns.map((c) => (
                  <th key={c.header} className={s.cell} scope="col">
                    {c.header}
                  </th>
                ))}
                <th className={s.cell} scope="col">
                  操作
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id}>
                  <td className={s.cell}>{a.title}</td>
                  <td className={s.cell}>{a.status === "scheduled" && a.live ? "已发布（定时）" : STATUS_LABEL[a.status]}</td>
                  <td className={s.cell}>{targetLabel(a.channels, a.scopes)}</td>
                  {columns.map((c) => (
                    <td key={c.header} className={s.cell}>
                      {c.cell(a)}
                    </td>
                  ))}
                  <td className={s.cell}>
                    {canEdit ? (
                      <Link className={s.rowLink} to={editHref(a)}>
                        编辑<span className="visually-hidden">：{a.title}</span>
                      </Link>
                    ) : null}{" "}
                    <Link className={s.rowLink} to={`/admin/preview/${a.id}`}>
                      预览<span className="visually-hidden">：{a.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
