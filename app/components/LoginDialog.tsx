import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { LOGIN_TEXT } from "#server/modules/oauth/oauth.schema";
import { notify } from "../lib/notifier";
import type { action as loginAction, loader as loginLoader } from "../routes/$scope.login";
import { LOGIN_REQUIRED_EVENT } from "./CollectButton";
import type { LoginDialogBodyProps } from "./LoginDialogBody";
import * as layout from "./layout.css";

const RELOAD_AFTER_LOGIN_MS = 500;

/**
 * The header's 登录 button. Without JavaScript it is a link to the login page;
 * with JavaScript it opens the 验证码登录 dialog (focus trapped, Esc closes).
 * The dialog and its form (react-aria's modal, conform, zod) are loaded after
 * the page, not with it: every page has this button, few visitors open it.
 */
export function LoginDialog({ scope, redirectTo, openOnMount = false }: { scope: string; redirectTo: string; openOnMount?: boolean }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const captcha = useFetcher<typeof loginLoader>();
  const submit = useFetcher<typeof loginAction>();
  const handled = useRef<unknown>(null);
  const [Body, setBody] = useState<{ C: ComponentType<LoginDialogBodyProps> } | null>(null);
  useEffect(() => {
    let live = true;
    void import("./LoginDialogBody").then((m) => live && setBody({ C: m.LoginDialogBody }));
    return () => {
      live = false;
    };
  }, []);
  // Results belong to the dialog opening they were submitted in; a reopened dialog starts clean.
  const [submittedIn, setSubmittedIn] = useState(0);
  useEffect(() => {
    if (submit.state === "submitting") setSubmittedIn(generation);
  }, [submit.state, generation]);

  const openDialog = () => {
    // Opening resets the form and fetches a new captcha (spec §2).
    setGeneration((g) => g + 1);
    captcha.load(`/${scope}/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    setOpen(true);
  };

  useEffect(() => {
    if (openOnMount) openDialog();
    // Only on mount: the layout mounts it this way when a page needed a login.
  }, []);

  // A widget on the page needs a login (the collect button of a visitor).
  useEffect(() => {
    const open = () => openDialog();
    window.addEventListener(LOGIN_REQUIRED_EVENT, open);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, open);
  });

  useEffect(() => {
    const data = submit.data;
    if (!data || handled.current === data) return;
    handled.current = data;
    if (data.loggedIn) {
      notify({ kind: "success", message: LOGIN_TEXT.loginOk });
      setOpen(false);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_LOGIN_MS);
    } else if ("notice" in data && typeof data.notice === "string") {
      notify({ kind: "success", message: data.notice });
    }
  }, [submit.data]);

  const current = submittedIn === generation ? submit.data : undefined;
  const fromAction = current?.captcha?.image ? current.captcha : null;
  const shown = fromAction ?? captcha.data?.captcha ?? null;

  return (
    <>
      <a
        className={layout.button}
        href={`/${scope}/login?redirectTo=${encodeURIComponent(redirectTo)}`}
        onClick={(event) => {
          event.preventDefault();
          openDialog();
        }}
        data-testid="login-button"
      >
        登录
      </a>
      {Body ? (
        <Body.C
          open={open}
          onOpenChange={setOpen}
          generation={generation}
          scope={scope}
          redirectTo={redirectTo}
          captcha={shown}
          lastResult={current?.result ?? null}
          smsSent={current?.smsSent}
          FormComponent={submit.Form}
          busy={submit.state !== "idle"}
        />
      ) : null}
    </>
  );
}
