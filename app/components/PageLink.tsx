import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { BUILT_PAGES } from "../lib/routes";
import * as s from "./layout.css";

/**
 * A link to a spec page under the current scope; a page not built yet is
 * shown, marked 即将上线, and not linked.
 */
export function PageLink({ scope, page, className, comingClassName, badgeClassName, children }: {
  scope: string;
  page: string;
  className?: string;
  comingClassName?: string;
  badgeClassName?: string;
  children: ReactNode;
}) {
  if (!BUILT_PAGES.has(page)) {
    return (
      <span className={comingClassName ?? s.coming} aria-disabled="true" data-coming="true">
        {children}
        <span className={badgeClassName ? `${s.comingBadge} ${badgeClassName}` : s.comingBadge}>即将上线</span>
      </span>
    );
  }
  return (
    <NavLink to={`/${scope}/${page}`} className={className} end>
      {children}
    </NavLink>
  );
}
