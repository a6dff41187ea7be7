import {
  TextArea as RACTextArea,
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
import { textArea } from './TextArea.css';

export interface TextAreaProps extends RACTextFieldProps, FieldChromeProps {
  placeholder?: string;
  size?: FieldSize;
  /** Visible lines before the person resizes it. */
  rows?: number;
}

/** Multi-line text, e.g. a refund reason or one refund id per line. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  rows = 3,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={withClassName(field, className)}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <RACTextArea
        rows={rows}
        placeholder={placeholder}
        className={`${inputBox({ size })} ${textArea}`}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
