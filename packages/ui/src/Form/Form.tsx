import { useEffect, useRef, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form } from './Form.css';
import { focusFirstInvalid } from './focusFirstInvalid';

export interface FormProps extends RACFormProps {
  /**
   * Server errors per field: field `name` → message(s). Each is shown at its field, wired to the
   * control's aria-describedby, and cleared as soon as the person edits that field. Focus moves to
   * the first field with an error.
   */
  validationErrors?: RACFormProps['validationErrors'];
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields validate on blur and on submit (native constraint validation through
 * react-aria). An invalid submit is blocked and focuses the first invalid field; fields stay
 * uncontrolled by default, so nothing typed is lost when the submit or the server rejects it.
 */
export function Form({ validationErrors, className, ref, ...props }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (validationErrors && Object.keys(validationErrors).length > 0) {
      focusFirstInvalid(formRef.current);
    }
  }, [validationErrors]);

  return (
    <RACForm
      validationBehavior="native"
      {...props}
      ref={mergeRefs(formRef, ref)}
      validationErrors={validationErrors}
      className={[form, className].filter(Boolean).join(' ')}
    />
  );
}
