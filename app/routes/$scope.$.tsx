import { useRouteLoaderData } from "@remix-run/react";
import { data } from "@remix-run/node";
import { NotFound } from "../components/NotFound";
import type { Channel } from "#channels/schema";

// Any path under a valid scope that no page claims.
export function loader() {
  throw data({ reason: "not-found" }, { status: 404 });
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<{ channel: Channel }>("root");
  return <NotFound brandName={root?.channel.brandName} />;
}

export default function Unreachable() {
  return null;
}
