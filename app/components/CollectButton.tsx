import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { formatCount } from "../lib/format";
import * as ui from "./ui/ui.css";

/** Opens the header's login dialog (JavaScript on): LoginDialog listens for it. */
export const LOGIN_REQUIRED_EVENT = "yc:login-required";

/**
 * 收藏 / 取消收藏 for a university (ucode) or a major (catalogue code), with the
 * count (院校收藏数 / 专业收藏数). A plain form POST to /{scope}/collect that works
 * without JavaScript; with it, a fetcher that stays on the page and opens the
 * login dialog for a visitor.
 */
export function CollectButton({ scope, kind, id, name, collected, count }: {
  scope: string;
  kind: "university" | "major";
  id: string;
  name: string;
  collected: boolean;
  count: number | null;
}) {
  const fetcher = useFetcher<{ loginRequired?: boolean }>();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.loginRequired) window.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT));
  }, [fetcher.state, fetcher.data]);
  const pending = fetcher.formData?.get("intent");
  const shownCollected = pending ? pending === "add" : collected;
  const label = kind === "university" ? "院校收藏数" : "专业收藏数";
  return (
    <fetcher.Form method="post" action={`/${scope}/collect`} data-testid="collect-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={shownCollected ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" className={shownCollected ? ui.secondaryButton : ui.button} data-testid="collect-button">
        {shownCollected ? "取消收藏" : "收藏"}
      </button>{" "}
      {shownCollected ? <span>已收藏{name} · </span> : null}
      <span data-testid="collect-count">
        {label}：{formatCount(count)}
      </span>
    </fetcher.Form>
  );
}
