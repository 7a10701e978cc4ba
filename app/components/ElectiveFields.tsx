import type { Scope } from "#server/modules/scope/scopes";
import { FIRST_CHOICES, SECOND_CHOICES, electiveModel } from "../lib/check-as";
import { CheckboxChoice, RadioChoice } from "./ui/ChoiceGroup";

/**
 * The student's electives as a scope asks for them: 3+3 scopes pick three, 3+1+2 scopes a 首选
 * (posted as `first`) and two 再选; every pick is posted as `subjects`.
 */
export function ElectiveFields({ scope, subjects, first }: { scope: Scope; subjects: readonly string[]; first: string | null }) {
  const model = electiveModel(scope);
  if (model.kind === "3of") return <CheckboxChoice label="选考科目（选 3 门）" name="subjects" options={model.choices} defaultValue={subjects} />;
  return (
    <>
      <RadioChoice label="首选" name="first" options={FIRST_CHOICES} defaultValue={first ?? "物理"} />
      <CheckboxChoice label="再选（选 2 门）" name="subjects" options={SECOND_CHOICES} defaultValue={subjects} />
    </>
  );
}
