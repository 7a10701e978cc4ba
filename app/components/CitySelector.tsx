import { Form } from "@remix-run/react";
import { CITY_SELECTOR, SCOPE_INFO, type Scope } from "#server/modules/scope/scopes";
import * as s from "./layout.css";

/**
 * The region switch (spec §2): a disclosure of form buttons, so it works
 * without JavaScript; the action remembers the scope and goes to its home.
 */
export function CitySelector({ scope }: { scope: Scope }) {
  return (
    <details className={s.disclosure} data-testid="city-selector">
      <summary className={s.summary} aria-label={`当前地区：${SCOPE_INFO[scope].name}，切换地区`}>
        {SCOPE_INFO[scope].name} ▾
      </summary>
      <Form method="post" action={`/${scope}/region`} className={s.dropdown}>
        {CITY_SELECTOR.map((code) => (
          <button key={code} type="submit" name="scope" value={code} className={s.dropdownButton} aria-current={code === scope}>
            {SCOPE_INFO[code].name}
          </button>
        ))}
      </Form>
    </details>
  );
}
