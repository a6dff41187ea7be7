import { useCallback, useState } from 'react';

/**
 * Server errors per field for a Form, dropped for a field as soon as it is edited: React Aria hides an edited
 * field's server error only once it commits (on blur), and until then its native custom validity would still
 * block the next submit — a click on Submit right after typing would do nothing.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edited = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, edited };
}
