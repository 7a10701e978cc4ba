import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { Popup } from "#server/modules/content/content.schema";
import * as layout from "../layout.css";
import * as s from "./home-promos.css";

export const DISMISS_INTENT = "dismissPopup";

function PopupContent({ popup }: { popup: Popup }) {
  return (
    <>
      {popup.image ? <img className={s.popupImage} src={popup.image} alt={popup.alt} /> : null}
      {/* Rendered from Markdown and sanitised on the server. */}
      {popup.html ? <div dangerouslySetInnerHTML={{ __html: popup.html }} /> : null}
    </>
  );
}

function DetailLink({ link }: { link: string | null }) {
  if (!link) return null;
  return link.startsWith("/") ? (
    <Link to={link}>查看详情</Link>
  ) : (
    <a href={link} rel="noopener noreferrer" target="_blank">
      查看详情<span className="visually-hidden">（在新窗口打开）</span>
    </a>
  );
}

/**
 * The due popup. Without script: a block at the top of the page whose 关闭
 * button posts the dismissal. With script: a modal dialog (focus kept inside,
 * Esc and the backdrop close it) whose closing posts the same dismissal.
 */
export function HomePopup({ popup }: { popup: Popup }) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(true);
  const fetcher = useFetcher();
  useEffect(() => setHydrated(true), []);
  const titleId = `popup-${popup.id}-title`;

  if (!hydrated) {
    return (
      <section className={s.popupBlock} aria-labelledby={titleId} data-testid="home-popup">
        <h2 className={s.popupTitle} id={titleId}>
          {popup.title}
        </h2>
        <PopupContent popup={popup} />
        <div className={s.popupActions}>
          <Form method="post">
            <input type="hidden" name="intent" value={DISMISS_INTENT} />
            <input type="hidden" name="id" value={popup.id} />
            <button className={layout.button} type="submit">
              关闭<span className="visually-hidden">：{popup.title}</span>
            </button>
          </Form>
          <DetailLink link={popup.link} />
        </div>
      </section>
    );
  }

  const close = () => {
    setOpen(false);
    fetcher.submit({ intent: DISMISS_INTENT, id: String(popup.id) }, { method: "post" });
  };
  return (
    <ModalOverlay isOpen={open} onOpenChange={(next) => (next ? undefined : close())} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog} aria-labelledby={titleId} data-testid="home-popup">
          <Heading slot="title" className={s.popupTitle} id={titleId}>
            {popup.title}
          </Heading>
          <PopupContent popup={popup} />
          <div className={s.popupActions}>
            <button className={layout.button} type="button" onClick={close}>
              关闭
            </button>
            <DetailLink link={popup.link} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
