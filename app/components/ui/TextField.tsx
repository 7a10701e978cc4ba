import type { ReactNode } from "react";
import { FieldError, Input, Label, Text, TextField as AriaTextField } from "react-aria-components";
import * as s from "./ui.css";

export interface TextFieldProps {
  label: string;
  name: string;
  /** Conform's field id keeps label, input and error linked across renders. */
  id?: string;
  defaultValue?: string;
  errors?: string[];
  description?: ReactNode;
  type?: "text" | "tel" | "email" | "number";
  inputMode?: "numeric" | "tel" | "text";
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
}

/** A labelled text input with its error, on react-aria (label, description and error wired to the input). */
export function TextField({ label, errors, description, id, ...props }: TextFieldProps) {
  const message = errors?.[0];
  return (
    <AriaTextField
      {...props}
      id={id}
      className={s.field}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
    >
      <Label className={s.label}>{label}</Label>
      <Input className={s.input} />
      {description ? (
        <Text slot="description" className={s.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={s.error}>{message}</FieldError>
    </AriaTextField>
  );
}
