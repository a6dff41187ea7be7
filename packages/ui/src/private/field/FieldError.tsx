import { CircleAlert } from 'lucide-react';
import { FieldError as RACFieldError } from 'react-aria-components';
import type { FieldErrorMessage } from './fieldTypes';
import { fieldError, fieldErrorIcon } from './field.css';

/**
 * The error under a field. Renders only while the field is invalid and is added to the control's
 * aria-describedby. Without `children`, the current validation messages are shown.
 */
export function FieldError({ children }: { children?: FieldErrorMessage }) {
  return (
    <RACFieldError className={fieldError}>
      {(validation) => (
        <>
          <CircleAlert size={14} className={fieldErrorIcon} aria-hidden />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </RACFieldError>
  );
}
