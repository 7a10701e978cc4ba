import { useEffect, useState } from "react";
import { NOTICE_TITLES, type Notice } from "../lib/notices";
import { notifier } from "../lib/notifier";
import * as s from "./notices.css";

type Shown = Notice & { id: number };
const AUTO_CLOSE_MS = 4000;

/**
 * Where notices appear. A notice flashed by the server is rendered into the
 * HTML (so it shows without JavaScript); with JavaScript, notify() adds more
 * and each closes by itself.
 */
export function NoticeRegion({ initial }: { initial: Notice | null }) {
  const [items, setItems] = useState<Shown[]>(() => (initial ? [{ ...initial, id: 0 }] : []));

  useEffect(() => {
    if (initial) setItems([{ ...initial, id: Date.now() }]);
  }, [initial]);

  useEffect(
    () =>
      notifier.subscribe((item) => {
        setItems((current) => [...current, item]);
      }),
    [],
  );

  useEffect(() => {
    if (items.length === 0) return;
    const timer = setTimeout(() => setItems((current) => current.slice(1)), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [items]);

  return (
    <div className={s.region} role="status" aria-live="polite" data-testid="notices">
      {items.map((item) => (
        <div key={item.id} className={s.notice[item.kind]} role={item.kind === "error" ? "alert" : undefined}>
          <span className={s.title}>{NOTICE_TITLES[item.kind]}</span>
          <span>{item.message}</span>
          <button type="button" className={s.close} aria-label="关闭" onClick={() => setItems((c) => c.filter((x) => x.id !== item.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
