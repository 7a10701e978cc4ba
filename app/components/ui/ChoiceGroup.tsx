import { Checkbox, CheckboxGroup, FieldError, Label, Radio, RadioGroup, Text } from "react-aria-components";
import * as s from "./ui.css";

interface GroupProps {
  label: string;
  name: string;
  options: readonly string[];
  errors?: string[];
  description?: string;
  /** The words shown for a value, where they differ from it (radical → 冲). */
  optionLabels?: Readonly<Record<string, string>>;
}

/** Radio buttons on react-aria; real inputs underneath, so the form posts without JavaScript. */
export function RadioChoice({ label, name, options, errors, description, defaultValue, optionLabels }: GroupProps & { defaultValue?: string | null }) {
  const message = errors?.[0];
  return (
    <RadioGroup name={name} defaultValue={defaultValue ?? undefined} isInvalid={Boolean(message)} validationBehavior="aria" className={s.fieldset}>
      <Label className={s.label}>{label}</Label>
      <div className={s.checkboxRow}>
        {options.map((option) => (
          <Radio key={option} value={option} className={s.choice}>
            {optionLabels?.[option] ?? option}
          </Radio>
        ))}
      </div>
      {description ? <Text slot="description" className={s.description}>{description}</Text> : null}
      <FieldError className={s.error}>{message}</FieldError>
    </RadioGroup>
  );
}

/** Checkboxes on react-aria, posting every checked value under one name. */
export function CheckboxChoice({ label, name, options, errors, description, defaultValue, optionLabels }: GroupProps & { defaultValue?: readonly string[] | null }) {
  const message = errors?.[0];
  return (
    <CheckboxGroup name={name} defaultValue={defaultValue ? [...defaultValue] : undefined} isInvalid={Boolean(message)} validationBehavior="aria" className={s.fieldset}>
      <Label className={s.label}>{label}</Label>
      <div className={s.checkboxRow}>
        {options.map((option) => (
          <Checkbox key={option} value={option} className={s.choice}>
            {optionLabels?.[option] ?? option}
          </Checkbox>
        ))}
      </div>
      {description ? <Text slot="description" className={s.description}>{description}</Text> : null}
      <FieldError className={s.error}>{message}</FieldError>
    </CheckboxGroup>
  );
}
