import { Outlet } from "@remix-run/react";
import * as layout from "../layout.css";
import { PageLink } from "../PageLink";
import * as s from "./content.css";

/** A page group (常见问题, 关于我们): its pages in a left navigation, the current one beside it. */
export function SideNavLayout({ label, scope, items }: { label: string; scope: string; items: Array<{ page: string; label: string }> }) {
  return (
    <div className={layout.container}>
      <div className={s.shell}>
        <nav className={s.nav} aria-label={label} data-testid="side-nav">
          <p className={s.navTitle} aria-hidden="true">
            {label}
          </p>
          <ul className={s.navList}>
            {items.map((item) => (
              <li key={item.page}>
                <PageLink scope={scope} page={item.page} className={s.navLink} comingClassName={s.navComing}>
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
