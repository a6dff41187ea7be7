import { functionalUpdate, type Updater } from '@tanstack/react-table';
import { useCallback, useRef, useState } from 'react';

/**
 * One table state slice that an app may own (e.g. sorting kept in the URL) or leave to the table.
 * Controlled when `value` is defined; `onChange` is told either way.
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (updater: Updater<T>) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const current = value === undefined ? internal : value;
  const latest = useRef(current);
  latest.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const isControlled = value !== undefined;
  const set = useCallback(
    (updater: Updater<T>) => {
      const next = functionalUpdate(updater, latest.current);
      latest.current = next;
      if (!isControlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [current, set];
}
