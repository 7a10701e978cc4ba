import * as s from "../../routes/admin.css";

/** A Markdown body, rendered and sanitised on the server like the public page does. */
export function MarkdownField({ label, value, required }: { label: string; value: string; required?: boolean }) {
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor="body">
        {label}
      </label>
      <textarea className={s.textarea} id="body" name="body" required={required} defaultValue={value} aria-describedby="body-hint" />
      <p className={s.hint} id="body-hint">
        支持标题（##）、粗体、列表、表格和链接；脚本、样式和内嵌网页会被去掉。
      </p>
    </div>
  );
}
