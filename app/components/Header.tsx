import { Form, Link, useLocation } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import type { Scope } from "#server/modules/scope/scopes";
import { menuFor } from "../lib/menus";
import { CitySelector } from "./CitySelector";
import { Countdown } from "./Countdown";
import { LoginDialog } from "./LoginDialog";
import { PageLink } from "./PageLink";
import * as s from "./layout.css";

export function Header({ channel, scope, countdown, user, loginOpen = false }: {
  channel: Channel;
  scope: Scope;
  countdown: { days: number | null; date: string };
  user: { name: string } | null;
  /** Open the login dialog at once: a page needed a login. */
  loginOpen?: boolean;
}) {
  const { pathname, search } = useLocation();
  return (
    <header className={s.header}>
      <div className={`${s.container} ${s.topBar}`}>
        <Link to={`/${scope}/index`} aria-label={`${channel.brandName} 首页`}>
          <img className={s.logo} src={`/brand-assets/${channel.code}/${channel.logo}`} alt={channel.brandName} data-testid="logo" />
        </Link>
        <span className={s.follow}>{channel.header.followPrompt}</span>
        <span className={s.spacer} />
        <Countdown days={countdown.days} date={countdown.date} />
        <CitySelector scope={scope} />
        {user ? (
          <div className={s.userArea}>
            <Link to={`/${scope}/personalCenter`} data-testid="personal-center-link">
              个人中心（{user.name}）
            </Link>
            {/* A full page load after logout resets every piece of client state (spec §4). */}
            <Form method="post" action={`/${scope}/logout`} reloadDocument>
              <button type="submit" className={s.linkButton}>
                退出
              </button>
            </Form>
          </div>
        ) : pathname.endsWith("/login") ? null : (
          <LoginDialog scope={scope} redirectTo={pathname + search} openOnMount={loginOpen} />
        )}
      </div>
      <nav className={s.nav} aria-label="主菜单">
        <div className={s.container}>
          <Menu scope={scope} />
        </div>
      </nav>
    </header>
  );
}

function Menu({ scope }: { scope: Scope }) {
  const { pathname } = useLocation();
  return (
    <ul className={s.menu} data-testid="menu">
      {menuFor(scope).map((item) => (
        <li key={item.label} className={s.menuItem}>
          {item.children ? (
            <details className={s.disclosure}>
              <summary className={s.menuLink}>{item.label} ▾</summary>
              <ul className={s.dropdown}>
                {item.children.map((child) => (
                  <li key={child.label}>
                    <PageLink scope={scope} page={child.page} className={s.dropdownButton}>
                      {child.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <PageLink scope={scope} page={item.page} className={s.menuLink} comingClassName={s.menuComing}>
              <span aria-current={pathname === `/${scope}/${item.page}` ? "page" : undefined}>{item.label}</span>
            </PageLink>
          )}
        </li>
      ))}
    </ul>
  );
}
