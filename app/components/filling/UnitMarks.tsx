import { Form, Link, useNavigation } from "@remix-run/react";
import * as ui from "../ui/ui.css";
import * as f from "./filling.css";
import { formatChinaTime } from "../../lib/format";

interface Mark {
  unitId: string;
  label: string;
  createdAt: string;
}

/** A list of marked units, each with its remove form; 清空 asks once more (a GET link to ?confirm=clear, so it works without JavaScript). */
export function UnitMarks(props: {
  titleId: string;
  title: string;
  scope: string;
  marks: Mark[];
  confirmClear: boolean;
  removeWord: string;
  clearWord: string;
  empty: React.ReactNode;
  note: string;
  path: string;
}) {
  const { marks, removeWord, clearWord } = props;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1 id={props.titleId}>{props.title}</h1>
      <p>{props.note}</p>
      {marks.length === 0 ? <p data-testid="marks-empty">{props.empty}</p> : null}
      {marks.length > 0 ? (
        <ul className={f.entries} aria-label={props.title}>
          {marks.map((m, i) => (
            <li key={m.unitId} className={f.entry} data-testid="unit-mark">
              <span className={f.pos} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <p className={f.entryName}>{m.label || m.unitId}</p>
                <p className={f.entryMeta}>标记于 {formatChinaTime(m.createdAt)}</p>
              </div>
              <div className={f.tools}>
                <Form method="post" className={f.inline}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="unitId" value={m.unitId} />
                  <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`${removeWord}：${m.label || m.unitId}`}>
                    {removeWord}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {marks.length > 0 ? (
        props.confirmClear ? (
          <div role="alertdialog" aria-labelledby="clear-q" data-testid="clear-confirm">
            <p id="clear-q">确定{clearWord}全部 {marks.length} 个志愿吗？此操作不能撤销。</p>
            <div className={f.tools}>
              <Form method="post" action={props.path} className={f.inline}>
                <input type="hidden" name="intent" value="clear" />
                <button type="submit" className={`${ui.button} ${f.small}`} disabled={busy}>
                  确定{clearWord}
                </button>
              </Form>
              <Link className={`${ui.secondaryButton} ${f.small}`} to={props.path}>
                取消
              </Link>
            </div>
          </div>
        ) : (
          <p>
            <Link className={`${ui.secondaryButton} ${f.small}`} to={`${props.path}?confirm=clear`}>
              {clearWord}
            </Link>
          </p>
        )
      ) : null}
    </>
  );
}
