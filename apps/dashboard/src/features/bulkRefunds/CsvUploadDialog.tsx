/**
 * "Upload CSV": a file of transaction ids and amounts; each line it cannot read is listed with its number, and the
 * lines it can read go on to the dry run.
 */
import { useLingui } from '@lingui/react/macro';
import { FileDropZone, InlineAlert, Stack, Text } from '@paydesk/ui';
import type { BulkRefundItemInput } from '@paydesk/api-client';
import { useState } from 'react';
import { FormModal } from '../../shared/forms/FormModal';
import { parseRefundCsv, type CsvProblem, type ParsedRefundCsv } from './refundCsv';

/** A CSV of the most items a bulk refund takes is far below this. */
const MAX_CSV_BYTES = 2_000_000;

export function CsvUploadDialog({
  onOpenChange,
  onItems,
}: {
  onOpenChange: (isOpen: boolean) => void;
  onItems: (items: BulkRefundItemInput[]) => void;
}) {
  const { t } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const [parsed, setParsed] = useState<ParsedRefundCsv | null>(null);

  const choose = async (next: File[]) => {
    setFiles(next);
    setParsed(next[0] ? parseRefundCsv(await next[0].text()) : null);
  };

  const problemText = (problem: CsvProblem): string => {
    switch (problem.kind) {
      case 'no-id-column':
        return t`The first line must name the columns: id and, if wanted, amount.`;
      case 'unreadable':
        return t`The file is not a readable CSV.`;
      case 'too-many':
        return t`At most ${problem.max} transactions can be refunded at once.`;
      case 'no-id':
        return t`Line ${problem.line}: the id is missing.`;
      case 'bad-amount':
        return t`Line ${problem.line}: "${problem.value}" is not an amount in minor units (e.g. 1250 for 12.50).`;
    }
  };

  const usable =
    parsed !== null &&
    parsed.items.length > 0 &&
    !parsed.problems.some((problem) => problem.kind === 'too-many');

  const submit = () => {
    if (usable) onItems(parsed.items);
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Refund from a CSV file`}
      submitLabel={t`Check the refunds`}
      isSubmitDisabled={!usable}
      onSubmit={submit}
    >
      <Stack gap="md">
        <FileDropZone
          label={t`CSV file`}
          description={t`Columns: id, and amount in minor units (1250 for 12.50); an empty amount refunds all that remains.`}
          acceptedFileTypes={['.csv', 'text/csv']}
          maxFileSize={MAX_CSV_BYTES}
          value={files}
          onChange={(next) => void choose(next)}
        />
        {parsed && <Text>{t`${parsed.items.length} transactions read.`}</Text>}
        {parsed && parsed.problems.length > 0 && (
          <InlineAlert tone="warning" title={t`Some lines could not be read`}>
            <ul>
              {parsed.problems.map((problem, index) => (
                <li key={index}>{problemText(problem)}</li>
              ))}
            </ul>
          </InlineAlert>
        )}
      </Stack>
    </FormModal>
  );
}
