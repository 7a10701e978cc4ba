import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { LOGIN_REQUIRED_EVENT } from "../CollectButton";
import * as ui from "../ui/ui.css";

/**
 * 加入对比 / 移出对比 of one major: a form POST to /{scope}/majorCompare that
 * works without JavaScript; with it, a fetcher that stays on the page (and
 * opens the login dialog for a visitor). `full`: the list holds 4 already.
 */
export function CompareButton({ scope, code, name, selected, full, redirectTo }: { scope: string; code: string; name: string; selected: boolean; full: boolean; redirectTo?: string }) {
  const fetcher = useFetcher<{ loginRequired?: boolean }>();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.loginRequired) window.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT));
  }, [fetcher.state, fetcher.data]);
  const pending = fetcher.formData?.get("intent");
  const shownSelected = pending ? pending === "add" : selected;
  const blocked = !shownSelected && full;
  return (
    <fetcher.Form method="post" action={`/${scope}/majorCompare`} data-testid="compare-form">
      <input type="hidden" name="id" value={code} />
      <input type="hidden" name="intent" value={shownSelected ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? pathname + search} />
      <button type="submit" className={shownSelected ? ui.secondaryButton : ui.button} aria-label={`${shownSelected ? "移出对比" : "加入对比"}：${name}`} disabled={blocked} title={blocked ? "对比清单已满 4 个专业" : undefined}>
        {shownSelected ? "移出对比" : blocked ? "对比已满" : "加入对比"}
      </button>
    </fetcher.Form>
  );
}
