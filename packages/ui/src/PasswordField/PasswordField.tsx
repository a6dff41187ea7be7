import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import {
  field,
  fieldButton,
  FieldHelp,
  FieldLabel,
  groupInput,
  inputBox,
  useFieldStrings,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { passwordFieldStrings } from './intl';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'type'>, FieldChromeProps {
  placeholder?: string;
  size?: FieldSize;
  /** `current-password` to sign in, `new-password` to set one (password managers rely on it). */
  autoComplete?: 'current-password' | 'new-password' | 'off' | (string & {});
}

/**
 * A password input with a reveal toggle. A mouse press on the toggle leaves the caret in the input;
 * from the keyboard the toggle is a normal button in the tab order.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const t = useFieldStrings(passwordFieldStrings, 'PasswordField');
  const [revealed, setRevealed] = useState(false);
  const Icon = revealed ? EyeOff : Eye;
  return (
    <RACTextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={withClassName(field, className)}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group
            className={inputBox({ size, kind: 'group' })}
            isInvalid={isInvalid}
            isDisabled={isDisabled}
          >
            <Input
              placeholder={placeholder}
              className={groupInput}
              autoCapitalize="off"
              spellCheck={false}
            />
            <Button
              className={fieldButton}
              aria-label={revealed ? t('hide') : t('show')}
              isDisabled={isDisabled}
              preventFocusOnPress
              onPress={() => setRevealed((r) => !r)}
            >
              <Icon size={16} aria-hidden />
            </Button>
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACTextField>
  );
}
