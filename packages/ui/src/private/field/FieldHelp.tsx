import type { ReactNode } from 'react';
import type { FieldErrorMessage } from './fieldTypes';
import { FieldDescription } from './Description';
import { FieldError } from './FieldError';

/** Description plus error, in the order every field renders them. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
