import { Minus, Plus } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import {
  field,
  FieldHelp,
  FieldLabel,
  inputBox,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { numberInput, stepper } from './NumberField.css';

export interface NumberFieldProps extends RACNumberFieldProps, FieldChromeProps {
  placeholder?: string;
  size?: FieldSize;
  /** Hide the −/+ buttons; arrow keys still step. */
  hideSteppers?: boolean;
}

/**
 * A localized number input (react-aria parses and formats with `formatOptions`), stepping with the
 * arrow keys and the −/+ buttons. For money use AmountField: this value is a float.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  hideSteppers,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={withClassName(field, className)}>
      {({ isInvalid, isDisabled }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group
            className={inputBox({ size, kind: 'group' })}
            isInvalid={isInvalid}
            isDisabled={isDisabled}
          >
            <Input placeholder={placeholder} className={numberInput} />
            {!hideSteppers && (
              <>
                <Button slot="decrement" className={stepper}>
                  <Minus size={14} aria-hidden />
                </Button>
                <Button slot="increment" className={stepper}>
                  <Plus size={14} aria-hidden />
                </Button>
              </>
            )}
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACNumberField>
  );
}
