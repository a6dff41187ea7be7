import { SearchField } from '@paydesk/ui';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's text search, kept in the URL: sent after a pause in typing, at once on Enter, and shown again when the
 * URL changes from elsewhere (back button, Clear filters).
 */
export function ListSearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <SearchField
      label={label}
      value={text}
      onChange={setText}
      onSubmit={() => onChange(text.trim())}
      onClear={() => onChange('')}
    />
  );
}
