import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import * as ui from "./ui/ui.css";
import * as s from "./search-box.css";
import { PLACEHOLDER } from "./UniversitySearchBox";

interface Suggestion {
  ucode: string;
  name: string;
  province: string | null;
  city: string | null;
  level: string | null;
  matched: string | null;
}

/** The ComboBox the search box becomes once JavaScript runs: suggestions while typing; choosing one opens that university's page, Enter searches. */
export function UniversityComboBox({ scope, defaultValue, autoFocus }: { scope: string; defaultValue: string; autoFocus: boolean }) {
  const [text, setText] = useState(defaultValue);
  const fetcher = useFetcher<{ results: Suggestion[] }>();
  const navigate = useNavigate();
  useEffect(() => {
    const keyword = text.trim();
    if (!keyword) return;
    const timer = setTimeout(() => fetcher.load(`/${scope}/suggestUniversities?keyword=${encodeURIComponent(keyword)}`), 150);
    return () => clearTimeout(timer);
    // fetcher is stable enough for this; re-running on it would loop.
  }, [text, scope]);
  const items = text.trim() ? (fetcher.data?.results ?? []) : [];
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
      onSelectionChange={(key) => {
        if (key != null) navigate(`/${scope}/universityInquiryDetail/${key}`);
      }}
    >
      <Label className={ui.label}>院校名称、简称或拼音</Label>
      <div className={s.row}>
        <Input className={ui.input} placeholder={PLACEHOLDER} maxLength={40} data-testid="keyword" autoFocus={autoFocus} />
      </div>
      <Popover className={s.popover}>
        <ListBox<Suggestion> className={s.listbox} renderEmptyState={() => <p className={s.empty}>{fetcher.state === "idle" ? "没有找到，按回车搜索" : "正在查找…"}</p>}>
          {(item) => (
            <ListBoxItem id={item.ucode} textValue={item.name} className={s.option}>
              <span className={s.optionName}>{item.name}</span>
              <span className={s.optionMeta}>
                {item.matched ? `${item.matched} → ` : ""}
                {[item.province, item.city, item.level].filter(Boolean).join(" · ")}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
