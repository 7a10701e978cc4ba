import type { TargetOptions } from "../../lib/admin-targets.server";
import * as s from "../../routes/admin.css";

/** The channel and scope checkboxes of every content editor. `fixedScopes` pins the scopes (高职提前招生 is zj's only). */
export function TargetChecks({
  options,
  channels,
  scopes,
  fixedScopes,
}: {
  options: TargetOptions;
  channels: readonly string[];
  scopes: readonly string[];
  fixedScopes?: { code: string; name: string }[];
}) {
  const { channelOptions, scopeOptions, allChannels, allScopes } = options;
  return (
    <>
      <fieldset className={s.fieldset}>
        <legend className={s.label}>渠道</legend>
        {allChannels ? (
          <label className={s.check}>
            <input type="checkbox" name="channels" value="all" defaultChecked={channels.includes("all")} /> 全部渠道
          </label>
        ) : null}
        {channelOptions.map((c) => (
          <label key={c.code} className={s.check}>
            <input type="checkbox" name="channels" value={c.code} defaultChecked={channels.includes(c.code)} /> {c.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.label}>省份</legend>
        {fixedScopes ? (
          fixedScopes.map((o) => (
            <label key={o.code} className={s.check}>
              <input type="checkbox" name="scopes" value={o.code} defaultChecked /> {o.name}（仅此省份）
            </label>
          ))
        ) : (
          <>
            {allScopes ? (
              <label className={s.check}>
                <input type="checkbox" name="scopes" value="all" defaultChecked={scopes.includes("all")} /> 全部省份
              </label>
            ) : null}
            {scopeOptions.map((o) => (
              <label key={o.code} className={s.check}>
                <input type="checkbox" name="scopes" value={o.code} defaultChecked={scopes.includes(o.code)} /> {o.name}
              </label>
            ))}
          </>
        )}
      </fieldset>
    </>
  );
}

/**
 * Channels, scopes, publish time, the refusal message and the publish / draft / archive buttons of
 * a content editor.
 */
export function TargetFields({
  options,
  values,
  error,
  canArchive,
  fixedScopes,
  publishLabel = "发布时间（北京时间，留空为立即发布）",
}: {
  options: TargetOptions;
  /** `endsAt` given (even empty): the item has an end of its display window. */
  values: { channels: string[]; scopes: string[]; publishAt: string; endsAt?: string };
  error?: string;
  canArchive: boolean;
  fixedScopes?: { code: string; name: string }[];
  publishLabel?: string;
}) {
  return (
    <>
      <TargetChecks options={options} channels={values.channels} scopes={values.scopes} fixedScopes={fixedScopes} />
      <TextField name="publishAt" label={publishLabel} type="datetime-local" value={values.publishAt} />
      {values.endsAt !== undefined ? <TextField name="endsAt" label="结束展示（北京时间，留空为下线为止）" type="datetime-local" value={values.endsAt} /> : null}
      {error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={s.actions}>
        <button className={s.button} type="submit" name="intent" value="publish">
          发布
        </button>
        <button className={s.secondary} type="submit" name="intent" value="draft">
          保存草稿
        </button>
        {canArchive ? (
          <button className={s.secondary} type="submit" name="intent" value="archive">
            下线
          </button>
        ) : null}
      </div>
    </>
  );
}
export function TextField(props: { name: string; label: string; value: string; maxLength?: number; required?: boolean; type?: string; hint?: string }) {
  const hintId = props.hint ? `${props.name}-hint` : undefined;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={props.name}>
        {props.label}
      </label>
      <input
        className={s.input}
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        maxLength={props.maxLength}
        required={props.required}
        defaultValue={props.value}
        aria-describedby={hintId}
      />
      {props.hint ? (
        <p className={s.hint} id={hintId}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
