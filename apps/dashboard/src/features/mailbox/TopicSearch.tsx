import { TextField } from '@paydesk/ui';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/lists/ListSearchField';

/**
 * The inbox's subject search, kept in the URL: sent after a pause in typing, at once on Enter. A plain text field
 * (type search) rather than the list pages' SearchField: see the report of issue 19 about its string table.
 */
export function TopicSearch({
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
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={setText}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
    />
  );
}
