import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldHelp, withClassName, type FieldChromeProps } from '../private/field';
import { choiceBox, choiceField, choiceHelp, choiceRow } from '../private/field/choice.css';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldChromeProps, 'label'> {
  /** The label beside the box. */
  children?: ReactNode;
}

/**
 * A checkbox with its label, and optionally help text and an error under it. Inside a CheckboxGroup,
 * give it a `value`. `isIndeterminate` shows a dash (e.g. "select all" with some rows selected).
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} className={withClassName(choiceField, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={choiceRow}>
            <span className={choiceBox} aria-hidden>
              {isIndeterminate ? (
                <Minus size={12} strokeWidth={3} />
              ) : isSelected ? (
                <Check size={12} strokeWidth={3} />
              ) : null}
            </span>
            {children}
          </CheckboxButton>
          {(description != null || errorMessage != null || props.isInvalid) && (
            <div className={choiceHelp}>
              <FieldHelp description={description} errorMessage={errorMessage} />
            </div>
          )}
        </>
      )}
    </CheckboxField>
  );
}
