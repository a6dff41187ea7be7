import { useStrings, type Dictionary } from '../intl';

/**
 * `useStrings` plus `{name}` interpolation: react-aria's formatter only interpolates precompiled
 * functions, and our dictionaries are plain strings.
 */
export function useFieldStrings<K extends string>(dictionary: Dictionary<K>, name: string) {
  const t = useStrings(dictionary, name);
  return (key: K, values?: Record<string, string | number>) =>
    t(key).replace(/\{(\w+)\}/g, (whole, variable: string) =>
      values && variable in values ? String(values[variable]) : whole,
    );
}
