import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import * as s from "../components/layout.css";
import { scopeCookie } from "../lib/cookies.server";
import { currentUser } from "../lib/auth.server";
import { countdownFor, requireScope, resolveSeries } from "../lib/scope.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const [{ series, setCookie }, auth] = await Promise.all([resolveSeries(request), currentUser(request, context)]);
  const headers = new Headers({ "Set-Cookie": await scopeCookie.serialize(scope) });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (auth.setCookie) headers.append("Set-Cookie", auth.setCookie);
  const user = auth.user ? { name: auth.user.displayName ?? maskPhone(auth.user.phoneNo) } : null;
  return json({ scope, series, user, countdown: countdownFor(scope, context) }, { headers });
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export default function ScopeLayout() {
  const { scope, countdown, user } = useLoaderData<typeof loader>();
  const { channel } = useRouteLoaderData<{ channel: Channel }>("root")!;
  return (
    <>
      <Header channel={channel} scope={scope} countdown={countdown} user={user} />
      <main className={s.main} id="main">
        <Outlet />
      </main>
      <Footer channel={channel} scope={scope} />
    </>
  );
}
