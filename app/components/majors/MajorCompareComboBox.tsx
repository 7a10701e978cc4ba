import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { LOGIN_REQUIRED_EVENT } from "../CollectButton";
import * as ui from "../ui/ui.css";
import * as s from "../search-box.css";
import { COMPARE_PLACEHOLDER } from "./MajorCompareSearchBox";

interface Hit {
  id: string;
  name: string;
  className: string | null;
  universityCount: number;
  selected: boolean;
}

/**
 * The picker's keyword box once JavaScript runs: majors of the level as you type;
 * choosing one adds it to the compare list at once (Enter still searches).
 */
export function MajorCompareComboBox({ scope, level, defaultValue, autoFocus, redirectTo }: { scope: string; level: string; defaultValue: string; autoFocus: boolean; redirectTo: string }) {
  const [text, setText] = useState(defaultValue);
  const finder = useFetcher<{ answer: { majorList: { results: Hit[] } } | null }>();
  const adder = useFetcher<{ loginRequired?: boolean }>();
  useEffect(() => {
    const keyword = text.trim();
    if (!keyword) return;
    const timer = setTimeout(() => finder.load(`/${scope}/majorCompare?${new URLSearchParams({ level, keyword }).toString()}`), 150);
    return () => clearTimeout(timer);
    // finder is stable enough for this; re-running on it would loop.
  }, [text, scope, level]);
  useEffect(() => {
    if (adder.state === "idle" && adder.data?.loginRequired) window.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT));
  }, [adder.state, adder.data]);
  const items = text.trim() ? (finder.data?.answer?.majorList.results ?? []) : [];
  return (
    <ComboBox
      className={s.box}
      name="keyword"
      formValue="text"
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      inputValue={text}
      onInputChange={setText}
      items={items}
      disabledKeys={items.filter((i) => i.selected).map((i) => i.id)}
      onSelectionChange={(key) => {
        if (key == null) return;
        // The input keeps the chosen name (and the list closes), as a ComboBox does after a choice.
        adder.submit({ intent: "add", id: String(key), redirectTo }, { method: "post", action: `/${scope}/majorCompare` });
      }}
    >
      <Label className={ui.label}>专业名称或代码</Label>
      <div className={s.row}>
        <Input className={ui.input} placeholder={COMPARE_PLACEHOLDER} maxLength={20} data-testid="compare-keyword" autoFocus={autoFocus} />
      </div>
      <Popover className={s.popover}>
        <ListBox<Hit> className={s.listbox} renderEmptyState={() => <p className={s.empty}>{finder.state === "idle" ? "没有找到，按回车搜索" : "正在查找…"}</p>}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={s.option}>
              <span className={s.optionName}>
                {item.name}
                {item.selected ? "（已在对比清单）" : ""}
              </span>
              <span className={s.optionMeta}>
                {item.id} · {item.className ?? "-"} · 本省开设院校 {item.universityCount} 所 · 选中即加入对比
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
