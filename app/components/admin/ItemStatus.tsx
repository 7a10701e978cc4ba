import { Link } from "@remix-run/react";
import { STATUS_LABEL, type ContentStatus } from "#server/modules/content/content.schema";
import * as s from "../../routes/admin.css";

/** Under an editor's heading: the saved item's status (a scheduled one that is due says so) and its preview link. */
export function ItemStatus({ item }: { item: { id: number; status: ContentStatus; live: boolean } | null }) {
  if (!item) return null;
  return (
    <p className={s.hint}>
      当前状态：{STATUS_LABEL[item.status]}
      {item.status === "scheduled" && item.live ? "（已到发布时间）" : ""} · <Link to={`/admin/preview/${item.id}`}>预览</Link>
    </p>
  );
}
