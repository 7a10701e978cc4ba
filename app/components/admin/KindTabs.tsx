import { Link } from "@remix-run/react";
import { KIND_LABEL, type ContentKind } from "#server/modules/content/content.schema";
import * as s from "../../routes/admin.css";

/** The links between the kinds one admin list page holds (直播间 · 直通高校 · …), the current one marked. */
export function KindTabs<K extends ContentKind>({ kinds, current, href }: { kinds: readonly K[]; current: K; href: (kind: K) => string }) {
  return (
    <nav aria-label="内容类型">
      <ul className={s.nav}>
        {kinds.map((k) => (
          <li key={k}>
            <Link to={href(k)} aria-current={k === current ? "page" : undefined}>
              {KIND_LABEL[k]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
