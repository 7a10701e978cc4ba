import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Channel } from "#channels/schema";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { NotFound } from "../components/NotFound";
import * as s from "../components/layout.css";
import { readCookie, scopeCookie, writeCookie } from "../lib/cookies.server";
import { currentUser } from "../lib/auth.server";
import { toViewer } from "../lib/viewer";
import { countdownFor, requireScope, resolveSeries } from "../lib/scope.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const [{ series, setCookie }, auth, remembered] = await Promise.all([resolveSeries(request, context), currentUser(request, context), readCookie(scopeCookie, request)]);
  const headers = new Headers();
  // The scope is remembered when it changes; a visitor whose cookie names it already gets no Set-Cookie.
  if (remembered !== scope) headers.append("Set-Cookie", await writeCookie(scopeCookie, scope, context));
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // The one user lookup of the request; pages below read it with useViewer().
  const user = auth.user ? toViewer(auth.user) : null;
  return data({ scope, series, user, countdown: countdownFor(scope, context) }, { headers });
}

type LayoutData = ReturnType<typeof useLoaderData<typeof loader>>;

function Frame({ data, children, loginOpen = false }: { data: LayoutData; children: ReactNode; loginOpen?: boolean }) {
  const { channel } = useRouteLoaderData<{ channel: Channel }>("root")!;
  return (
    <>
      <Header channel={channel} scope={data.scope} countdown={data.countdown} user={data.user} loginOpen={loginOpen} />
      <main className={s.main} id="main">
        {children}
      </main>
      <Footer channel={channel} scope={data.scope} />
    </>
  );
}

export default function ScopeLayout() {
  return (
    <Frame data={useLoaderData<typeof loader>()}>
      <Outlet />
    </Frame>
  );
}

/**
 * A page below failed. 401 (a login was needed during a client-side
 * navigation) keeps the layout and opens the login dialog (spec §4).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/$scope");
  const root = useRouteLoaderData<{ channel: Channel }>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!data) return <NotFound brandName={root?.channel.brandName} />;
  if (status === 401) {
    return (
      <Frame data={{ ...data, user: null }} loginOpen>
        <div className={s.container}>
          <p className={s.notice} role="status">
            请先登录系统，登录后即可查看本页内容。
          </p>
        </div>
      </Frame>
    );
  }
  return (
    <Frame data={data}>
      {status === 404 ? (
        <NotFound brandName={root?.channel.brandName} />
      ) : (
        <div className={s.container}>
          <p className={s.notice} role="alert">
            服务器开了个小差，请稍后刷新重试。
          </p>
        </div>
      )}
    </Frame>
  );
}
