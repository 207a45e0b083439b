import type { ComponentProps, ReactNode } from "react";
import { SelectInputField } from "~/components/ui/form-controls";
import { DELEGATION_FIELD, delegationChoices, type TDelegationGroup } from "../delegation-field";

type TDelegationSelectProps = Omit<
  ComponentProps<typeof SelectInputField>,
  "options" | "groups" | "name" | "label"
> & {
  label: ReactNode;
  /** Every governorate's delegations, from the page's loader. */
  groups: readonly TDelegationGroup[];
  /** The governorate chosen in the form now ('' while none is). */
  governorate: string;
};

/**
 * The 'Délégation' select of the publish / edit forms. The choices follow the governorate chosen
 * in the form's state at each render (never an effect: an effect re-rendering the form right after
 * hydration would undo what was typed before it). With no governorate yet, as the page is first
 * drawn and before JavaScript, every delegation is offered under its governorate's heading; the
 * server checks that the delegation sent lies in the governorate sent.
 */
export function DelegationSelectField({ groups, governorate, ...select }: TDelegationSelectProps) {
  const choices = delegationChoices(groups, governorate);
  const [only] = choices;
  return (
    <SelectInputField
      name={DELEGATION_FIELD}
      {...select}
      options={choices.length === 1 && only ? only.options : []}
      groups={choices.length === 1 ? undefined : choices}
    />
  );
}
