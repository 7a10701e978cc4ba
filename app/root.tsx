import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import type { Channel } from "#channels/schema";
import { NotFound } from "./components/NotFound";
import { NoticeRegion } from "./components/Notices";
import { isUnsupportedBrowser } from "#server/http/browser-support";
import { resolveChannel } from "./lib/channel.server";
import { useNonce } from "./lib/nonce";
import type { Notice } from "./lib/notices";
import { takeNotice } from "./lib/session.server";
import "./styles/global.css";
import { themeCss } from "./styles/theme-css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { channel, setCookie } = await resolveChannel(request, context);
  if (isUnsupportedBrowser(request.headers.get("User-Agent"))) {
    throw data({ reason: "unsupported-browser", channel }, { status: 404 });
  }
  const notice = await takeNotice(context);
  return setCookie ? data({ channel, notice }, { headers: { "Set-Cookie": setCookie } }) : { channel, notice };
}

interface RootData {
  channel: Channel;
  notice: Notice | null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  const error = useRouteError();
  const channel = data?.channel ?? (isRouteErrorResponse(error) ? (error.data?.channel as Channel | undefined) : undefined);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {channel ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(channel.theme) }} /> : null}
      </head>
      <body>
        {children}
        <NoticeRegion initial={data?.notice ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootData>("root");
  const data = isRouteErrorResponse(error) ? error.data : null;
  const channel = (data?.channel as Channel | undefined) ?? root?.channel;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound brandName={channel?.brandName} unsupportedBrowser={data?.reason === "unsupported-browser"} />;
  }
  // A refusal with its own words (e.g. too many requests) shows them; a server error shows none of its details.
  const refusal = isRouteErrorResponse(error) && error.status < 500 && typeof data?.message === "string" ? data.message : null;
  return (
    <main style={{ padding: 40, textAlign: "center" }}>
      <title>出错了</title>
      <h1>出错了</h1>
      <p>{refusal ?? "服务器开了个小差，请稍后刷新重试。"}</p>
      <a href="/">返回首页</a>
    </main>
  );
}
