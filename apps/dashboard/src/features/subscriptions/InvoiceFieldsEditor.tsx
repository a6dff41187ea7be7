import { useLingui } from '@lingui/react/macro';
import { Button, Inline, InlineAlert, Stack, Text, TextField } from '@paydesk/ui';
import { canAddInvoiceField, type InvoiceFieldRows } from './invoiceFields';

export interface InvoiceFieldsEditorProps {
  rows: InvoiceFieldRows;
  onChange: (rows: InvoiceFieldRows) => void;
  error?: string;
}

/** Custom fields printed on every invoice (a purchase order number, a cost centre): name and value rows. */
export function InvoiceFieldsEditor({ rows, onChange, error }: InvoiceFieldsEditorProps) {
  const { t } = useLingui();
  const change = (index: number, part: 'name' | 'value', text: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [part]: text } : row)));
  return (
    <Stack gap="sm" role="group" aria-label={t`Custom invoice fields`}>
      <Text weight="medium">{t`Custom invoice fields`}</Text>
      {rows.map((row, index) => (
        <Inline key={index} gap="sm" align="end" wrap={false}>
          <TextField
            label={t`Field ${index + 1} name`}
            value={row.name}
            onChange={(text) => change(index, 'name', text)}
            maxLength={40}
          />
          <TextField
            label={t`Field ${index + 1} value`}
            value={row.value}
            onChange={(text) => change(index, 'value', text)}
            maxLength={200}
          />
          <Button
            variant="secondary"
            onPress={() => onChange(rows.filter((_, at) => at !== index))}
            aria-label={t`Remove field ${index + 1}`}
          >
            {t`Remove`}
          </Button>
        </Inline>
      ))}
      {canAddInvoiceField(rows) && (
        <div>
          <Button variant="secondary" onPress={() => onChange([...rows, { name: '', value: '' }])}>
            {t`Add invoice field`}
          </Button>
        </div>
      )}
      {error && <InlineAlert tone="danger">{error}</InlineAlert>}
    </Stack>
  );
}
