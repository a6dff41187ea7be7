import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, withClassName, type FieldChromeProps } from '../private/field';
import { choiceGroup, choiceList } from '../private/field/choice.css';

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'children'>, FieldChromeProps {
  /** `Checkbox`es, each with a `value`. */
  children?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * Several checkboxes under one label, with one error for the group, e.g. the permissions of an API key
 * ('Select at least one permission' with `isRequired`).
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={withClassName(choiceGroup, className)}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={choiceList} data-orientation={orientation}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
