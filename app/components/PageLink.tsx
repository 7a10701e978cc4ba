import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BUILT_PAGES } from "../lib/routes";
import * as s from "./layout.css";

/**
 * A link to a spec page under the current scope, marked aria-current="page"
 * on that page; a page not built yet is shown, marked 即将上线, and not linked.
 * A plain Link with the mark worked out here, not a NavLink: the header,
 * footer and home cards render dozens on every page, and NavLink resolves
 * each address again for states (active, pending) no style uses.
 */
export function PageLink({ scope, page, className, comingClassName, badgeClassName, children }: {
  scope: string;
  page: string;
  className?: string;
  comingClassName?: string;
  badgeClassName?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (!BUILT_PAGES.has(page)) {
    return (
      <span className={comingClassName ?? s.coming} aria-disabled="true" data-coming="true">
        {children}
        <span className={badgeClassName ? `${s.comingBadge} ${badgeClassName}` : s.comingBadge}>即将上线</span>
      </span>
    );
  }
  const to = `/${scope}/${page}`;
  return (
    <Link to={to} className={className} aria-current={isCurrent(pathname, to) ? "page" : undefined}>
      {children}
    </Link>
  );
}

/** The page itself, as NavLink's `end` matched it: a trailing slash and letter case do not count. */
function isCurrent(pathname: string, to: string): boolean {
  const here = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return here.toLowerCase() === to.toLowerCase();
}
