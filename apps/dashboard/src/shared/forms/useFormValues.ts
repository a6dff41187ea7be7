import { useState } from 'react';

/**
 * A form's values and `set(name)`, the change handler of one field, which also drops that field's refusal
 * (`edited` of `useFieldErrors`). `field` names the refusal where it differs from the value's name. `setValues`
 * changes several values at once (a choice that fills in others) and drops no refusal; `choice(name)` binds a
 * radio or checkbox group.
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
  /**
   * The `name`, `value` and `onChange` of a group of radios or checkboxes bound to the value of that name: the
   * group hands back its options' values as strings, which are the value's own.
   */
  const choice = <K extends keyof TValues & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: unknown) => set(name)(value as TValues[K]),
  });
  return { values, set, setValues, choice };
}
