import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldHelp, withClassName, type FieldChromeProps } from '../private/field';
import { choiceField, choiceHelp, choiceRow } from '../private/field/choice.css';
import { switchHelp, thumb, track } from './Switch.css';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children'>, Omit<FieldChromeProps, 'label'> {
  /** The label beside the switch. */
  children?: ReactNode;
}

/** An on/off setting that takes effect at once (use a Checkbox for a choice submitted with a form). */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={withClassName(choiceField, className)}>
      <SwitchButton className={choiceRow}>
        <span className={track} aria-hidden>
          <span className={thumb} />
        </span>
        {children}
      </SwitchButton>
      {(description != null || errorMessage != null || props.isInvalid) && (
        <div className={`${choiceHelp} ${switchHelp}`}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
      )}
    </SwitchField>
  );
}
