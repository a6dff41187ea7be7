import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldHelp,
  FieldLabel,
  withClassName,
  type FieldChromeProps,
} from '../private/field';
import {
  choiceBox,
  choiceField,
  choiceGroup,
  choiceHelp,
  choiceList,
  choiceRow,
  radioBox,
} from '../private/field/choice.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldChromeProps {
  /** `Radio`s. Arrow keys move between them; Tab leaves the group. */
  children?: ReactNode;
}

/** One choice out of a few visible options, e.g. a reminder 1, 2 or 7 days before expiry. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={withClassName(choiceGroup, className)}>
      {({ orientation }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <div className={choiceList} data-orientation={orientation}>
            {children}
          </div>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  children?: ReactNode;
  /** Help text for this option, read with it. */
  description?: ReactNode;
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={withClassName(choiceField, className)}>
      <RadioButton className={choiceRow}>
        <span className={`${choiceBox} ${radioBox}`} aria-hidden />
        {children}
      </RadioButton>
      {description != null && (
        <div className={choiceHelp}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </RadioField>
  );
}
