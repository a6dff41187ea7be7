import { useState } from 'react';

/**
 * A form's values and `set(name)`, the change handler of one field, which also drops that field's refusal
 * (`edited` of `useFieldErrors`). `field` names the refusal where it differs from the value's name. `setValues`
 * changes several values at once (a choice that fills in others) and drops no refusal.
 */
export function useFormValues<TValues extends object>(
  initial: () => TValues,
  edited: (field: string) => void,
) {
  const [values, setValues] = useState<TValues>(initial);
  const set =
    <K extends keyof TValues & string>(name: K, field: string = name) =>
    (value: TValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      edited(field);
    };
  return { values, set, setValues };
}
