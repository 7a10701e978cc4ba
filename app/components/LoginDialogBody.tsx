import type { ComponentProps } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { LoginForm } from "./LoginForm";
import * as s from "./login.css";

type FormProps = ComponentProps<typeof LoginForm>;

export interface LoginDialogBodyProps extends Pick<FormProps, "scope" | "lastResult" | "smsSent" | "redirectTo" | "FormComponent" | "busy"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Each opening starts a fresh form. */
  generation: number;
  /** Null while the captcha is being fetched. */
  captcha: FormProps["captcha"] | null;
}

/** The 验证码登录 modal of the header's login button (loaded after the page: see LoginDialog). */
export function LoginDialogBody({ open, onOpenChange, generation, scope, captcha, lastResult, smsSent, redirectTo, FormComponent, busy }: LoginDialogBodyProps) {
  return (
    <ModalOverlay isOpen={open} onOpenChange={onOpenChange} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog} aria-label="验证码登录">
          <Heading slot="title" className={s.title}>
            验证码登录
          </Heading>
          <button type="button" className={s.close} aria-label="关闭" onClick={() => onOpenChange(false)}>
            ×
          </button>
          {captcha ? (
            <LoginForm
              key={generation}
              scope={scope}
              captcha={captcha}
              lastResult={lastResult}
              smsSent={smsSent}
              redirectTo={redirectTo}
              mode="dialog"
              FormComponent={FormComponent}
              busy={busy}
            />
          ) : (
            <p role="status">正在加载验证码…</p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
