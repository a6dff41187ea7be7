import { useLingui } from '@lingui/react/macro';
import { MAX_ALLOWED_IP_LIST_ENTRIES } from '@paydesk/api-client';
import { Button, IconPlus, Inline, InlineAlert, Stack, Text, TextField } from '@paydesk/ui';
import { useId, type ClipboardEvent } from 'react';
import { entryField, entryRow, splitPasted, type EntryRow } from './entries';
import * as css from './EntriesEditor.css';

export interface EntriesEditorProps {
  rows: EntryRow[];
  onChange: (rows: EntryRow[]) => void;
  /** A row's text changed: its error goes (it is checked again on the next submit). */
  onEdited: (field: string) => void;
  /** What is wrong with the entries as a whole (none, too many). */
  error?: string | null;
}

/**
 * The list's entries, one address or CIDR range per row, each with its own error (the Form's validationErrors by
 * `entryField`). Pasting several entries into a row (a copied list, one per line) spreads them over new rows.
 */
export function EntriesEditor({ rows, onChange, onEdited, error }: EntriesEditorProps) {
  const { t } = useLingui();
  const headingId = useId();
  const descriptionId = useId();
  const change = (index: number, text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, text } : row)));
  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const parts = splitPasted(event.clipboardData.getData('text'));
    if (parts.length < 2) return;
    event.preventDefault();
    const row = rows[index]!;
    // The first part fills the row pasted into (after what it held, if anything); the rest follow it.
    const first = row.text.trim() === '' ? parts[0]! : `${row.text}${parts[0]}`;
    onChange([
      ...rows.slice(0, index),
      { ...row, text: first },
      ...parts.slice(1).map((text) => entryRow(text)),
      ...rows.slice(index + 1),
    ]);
    onEdited(entryField(row));
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    onChange(next.length > 0 ? next : [entryRow()]);
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId} aria-describedby={descriptionId}>
      <Stack gap="xs">
        <Text id={headingId} weight="medium">{t`Entries`}</Text>
        <Text id={descriptionId} size="sm" tone="muted">
          {t`IPv4 or IPv6 addresses or CIDR ranges, one per row, for example 203.0.113.0/24 or 2001:db8::/32. Paste several at once to add a row for each.`}
        </Text>
      </Stack>
      {rows.map((row, index) => (
        <Inline key={row.key} gap="sm" align="start" wrap={false}>
          <TextField
            className={css.entryField}
            name={entryField(row)}
            aria-label={t`Entry ${index + 1}`}
            value={row.text}
            onChange={(text) => {
              change(index, text);
              onEdited(entryField(row));
            }}
            onPaste={paste(index)}
            placeholder={index === 0 ? '203.0.113.0/24' : undefined}
            maxLength={64}
            autoComplete="off"
            spellCheck="false"
          />
          <Button
            variant="secondary"
            onPress={() => remove(index)}
            // The visible text starts the name (WCAG 2.5.3 label in name).
            aria-label={t`Remove entry ${index + 1}`}
          >
            {t`Remove`}
          </Button>
        </Inline>
      ))}
      {rows.length < MAX_ALLOWED_IP_LIST_ENTRIES && (
        <div>
          <Button
            variant="secondary"
            icon={<IconPlus size="sm" />}
            onPress={() => onChange([...rows, entryRow()])}
          >
            {t`Add entry`}
          </Button>
        </div>
      )}
      {error && <InlineAlert tone="danger">{error}</InlineAlert>}
    </Stack>
  );
}
