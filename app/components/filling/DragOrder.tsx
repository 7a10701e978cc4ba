import { useEffect, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { Button, GridList, GridListItem, useDragAndDrop } from "react-aria-components";
import * as f from "./filling.css";

/**
 * With JavaScript: reorder by drag and drop, or with the keyboard (focus a row's handle, Enter,
 * arrows to the new place, Enter), react-aria's accessible drag and drop. Each drop posts the same
 * "move" edit the buttons below post without JavaScript, so the server-side draft stays the truth.
 */
export function DragOrder({ scope, type, items }: { scope: string; type: string; items: Array<{ key: string; label: string }> }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const fetcher = useFetcher();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((k) => ({ "text/plain": items.find((i) => i.key === k)?.label ?? String(k) })),
    onReorder(e) {
      const from = items.findIndex((i) => e.keys.has(i.key));
      let to = items.findIndex((i) => i.key === e.target.key);
      if (from < 0 || to < 0) return;
      if (e.target.dropPosition === "after" && to < from) to += 1;
      if (e.target.dropPosition === "before" && to > from) to -= 1;
      const form = new FormData();
      form.set("intent", "move");
      form.set("index", String(from));
      form.set("to", String(to + 1));
      fetcher.submit(form, { method: "post", action: `/${scope}/reportedThird/${type}` });
    },
  });
  if (!hydrated || items.length < 2) return null;
  return (
    <details data-testid="drag-order">
      <summary>拖动排序（也可用键盘：聚焦拖动柄，按回车，方向键选位置，再按回车）</summary>
      <GridList aria-label="拖动调整志愿顺序" items={items} dragAndDropHooks={dragAndDropHooks} className={f.entries}>
        {(item) => (
          <GridListItem id={item.key} textValue={item.label} className={f.entry}>
            {({ isDragging }) => (
              <div className={isDragging ? f.dragging : undefined}>
                <Button slot="drag" aria-label={`拖动 ${item.label}`}>
                  ≡
                </Button>{" "}
                {items.indexOf(item) + 1}. {item.label}
              </div>
            )}
          </GridListItem>
        )}
      </GridList>
    </details>
  );
}
