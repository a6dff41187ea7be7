import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
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

export interface TextFieldProps extends RACTextFieldProps, FieldChromeProps {
  placeholder?: string;
  size?: FieldSize;
}

/** A single-line text input with label, description and error, all wired for assistive tech. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={withClassName(field, className)}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input placeholder={placeholder} className={inputBox({ size })} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
