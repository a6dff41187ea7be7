import { useCallback, useState } from 'react';
import type { FieldErrors } from './fieldErrors';

/**
 * A Form's server errors: per field (its `validationErrors`) and the one for the form as a whole. A field's error
 * is dropped as soon as the field is edited (`edited`): React Aria hides an edited field's server error only once
 * it commits (on blur), and until then its native custom validity would still block the next submit — a click on
 * Submit right after typing would do nothing.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string | string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const edited = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...rest } = current;
      return rest;
    });
  }, []);
  /** Shows what `fieldErrors` read from a failure. */
  const show = useCallback(({ fields, form }: FieldErrors) => {
    setErrors(fields);
    setFormError(form);
  }, []);
  const clear = useCallback(() => show({ fields: {}, form: null }), [show]);
  return { errors, setErrors, formError, setFormError, edited, show, clear };
}
