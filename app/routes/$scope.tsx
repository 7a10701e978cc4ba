import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import * as s from "../components/layout.css";
import { scopeCookie } from "../lib/cookies.server";
import { countdownFor, requireScope, resolveSeries } from "../lib/scope.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { series, setCookie } = await resolveSeries(request);
  const headers = new Headers({ "Set-Cookie": await scopeCookie.serialize(scope) });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return json({ scope, series, countdown: countdownFor(scope, context) }, { headers });
}

export default function ScopeLayout() {
  const { scope, countdown } = useLoaderData<typeof loader>();
  const { channel } = useRouteLoaderData<{ channel: Channel }>("root")!;
  return (
    <>
      <Header channel={channel} scope={scope} countdown={countdown} />
      <main className={s.main} id="main">
        <Outlet />
      </main>
      <Footer channel={channel} scope={scope} />
    </>
  );
}
