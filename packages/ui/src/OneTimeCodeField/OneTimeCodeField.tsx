import { useState } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import {
  field,
  FieldHelp,
  FieldLabel,
  useFieldStrings,
  withClassName,
  type FieldChromeProps,
} from '../private/field';
import { oneTimeCodeStrings } from './intl';
import { codeArea, codeBox, codeInput } from './OneTimeCodeField.css';

export interface OneTimeCodeFieldProps
  extends
    Omit<RACTextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'validate'>,
    FieldChromeProps {
  /** Number of digits. */
  length?: number;
  /** Called once all digits are in, e.g. to submit the form without a button press. */
  onComplete?: (code: string) => void;
}

/**
 * Keeps digits only, up to `length`: a pasted "123 456" or "123-456" fills the whole code. (No
 * maxLength on the input: the browser would cut that paste to "123 45" before we see it.)
 */
export function sanitizeCode(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * A one-time code (2FA) input. It is ONE labelled textbox with autocomplete="one-time-code", so
 * password managers and SMS autofill work; the digit boxes are drawn over it and hidden from AT.
 */
export function OneTimeCodeField({
  length = 6,
  onComplete,
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  className,
  onFocusChange,
  ...props
}: OneTimeCodeFieldProps) {
  const t = useFieldStrings(oneTimeCodeStrings, 'OneTimeCodeField');
  const [uncontrolled, setUncontrolled] = useState(() => sanitizeCode(defaultValue ?? '', length));
  const [focused, setFocused] = useState(false);
  const code = value !== undefined ? sanitizeCode(value, length) : uncontrolled;

  const change = (text: string) => {
    const next = sanitizeCode(text, length);
    if (value === undefined) setUncontrolled(next);
    if (next !== code) {
      onChange?.(next);
      if (next.length === length) onComplete?.(next);
    }
  };

  return (
    <RACTextField
      {...props}
      value={code}
      onChange={change}
      onFocusChange={(isFocused) => {
        setFocused(isFocused);
        onFocusChange?.(isFocused);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      validate={(text) =>
        text.length > 0 && text.length < length ? t('incomplete', { length }) : null
      }
      className={withClassName(field, className)}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <div className={codeArea}>
            {Array.from({ length }, (_, index) => (
              <span
                key={index}
                aria-hidden
                className={codeBox({
                  active: focused && index === Math.min(code.length, length - 1),
                  invalid: isInvalid,
                  disabled: isDisabled,
                })}
              >
                {code[index] ?? ''}
              </span>
            ))}
            <Input className={codeInput} spellCheck={false} />
          </div>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACTextField>
  );
}
