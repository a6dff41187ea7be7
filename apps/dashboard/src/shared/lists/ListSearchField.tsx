import { useLingui } from '@lingui/react/macro';
import { SearchField } from '@paydesk/ui';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 350;

/** Search by transfer id or reference: sent after a pause in typing, at once on Enter. */
export function TransferSearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (q: string) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (back button, Clear filters): show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <SearchField
      label={t`Search by id or reference`}
      value={text}
      onChange={setText}
      onSubmit={() => onChange(text.trim())}
      onClear={() => onChange('')}
    />
  );
}
