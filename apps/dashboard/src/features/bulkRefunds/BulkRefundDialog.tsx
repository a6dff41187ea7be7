/**
 * The dry run and the confirmation of a bulk refund (a money-moving flow): what will be refunded, what is refused
 * and why, the totals per currency; Continue, then Confirm starts the job. The bulk reference is kept in the tab
 * (pendingBulkRefund) before the call, so a reload or a retry sends the same one and nothing is refunded twice.
 */
import { useLingui } from '@lingui/react/macro';
import {
  payments,
  type BulkRefundItemInput,
  type BulkRefundPreview,
  type BulkRefundRefusal,
} from '@paydesk/api-client';
import { InlineAlert, Spinner, Stack, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { MoneyMovingDialog } from '../../shared/moneyMoving/MoneyMovingDialog';
import { useMoneyMovingAction } from '../../shared/moneyMoving/useMoneyMovingAction';
import { ItemsTable, type ItemRow } from './ItemsTable';
import { refusalLabels } from './labels';
import { forgetPending, keepPending, newBulkReference } from './pendingBulkRefund';
import { bulkRefundQueries } from './queries';
import { Totals } from './Totals';
import { bulkRefundCreateInput, createBulkRefund } from './createBulkRefund';

const create = payments.actions['bulk-refunds/create'];

export interface BulkRefundDialogProps {
  organizationId: string;
  items: readonly BulkRefundItemInput[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function BulkRefundDialog({
  organizationId,
  items,
  isOpen,
  onOpenChange,
}: BulkRefundDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // One reference per dialog: Confirm pressed again (after an unknown outcome) re-sends the same one.
  const [reference] = useState(newBulkReference);
  const preview = useQuery({
    ...bulkRefundQueries.preview(organizationId, items),
    enabled: isOpen,
  });
  const flow = useMoneyMovingAction(create, {
    errors: { fields: [] },
    onMade: async ({ answer }) => {
      // A late outcome has no answer: the same reference again answers the job.
      const job =
        answer ?? (await createBulkRefund({ organizationId, reference, items: [...items] }));
      forgetPending();
      onOpenChange(false);
      await navigate({
        to: '/transactions/bulk-refunds/$bulkRefundId',
        params: { bulkRefundId: job.data.id },
      });
    },
  });

  const attributes = preview.data?.data.attributes;
  const rows = useMemo(
    () =>
      attributes
        ? previewRows(attributes, {
            willRefund: t`Will be refunded`,
            refused: t`Refused`,
            reasonOf: (code) => i18n._(refusalLabels[code]),
          })
        : [],
    [attributes, i18n, t],
  );
  const refunding = attributes?.items.filter((item) => item.outcome === 'refund').length ?? 0;
  const refused = (attributes?.items.length ?? 0) - refunding;

  const confirm = () => {
    const pending = { organizationId, reference, items: [...items] };
    keepPending(pending);
    flow.confirm(bulkRefundCreateInput(pending));
  };

  const summary = attributes && (
    <Stack gap="md">
      <Text>{t`${refunding} will be refunded, ${refused} refused.`}</Text>
      <Totals label={t`Total to refund per currency`} totals={attributes.totals} />
    </Stack>
  );

  return (
    <MoneyMovingDialog
      size="lg"
      flow={flow}
      title={t`Refund ${items.length} transactions`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onContinue={(event) => flow.onContinue(event, refunding > 0)}
      fields={
        preview.isPending ? (
          <Spinner aria-label={t`Checking the transactions…`} />
        ) : preview.isError ? (
          <InlineAlert tone="danger" title={t`The dry run could not be made.`} />
        ) : (
          <>
            {summary}
            <ItemsTable label={t`Dry run`} rows={rows} height={320} />
            {refunding === 0 && (
              <InlineAlert tone="warning" title={t`None of these transactions can be refunded.`} />
            )}
          </>
        )
      }
      confirmation={
        <>
          <Text>{t`${refunding} refunds will be made, one after the other. You can follow them on the next page.`}</Text>
          {summary}
        </>
      }
      confirmLabel={t`Refund ${refunding} transactions`}
      onConfirm={confirm}
      unconfirmedText={{
        title: t`The bulk refund may have started`,
        text: t`No answer came in time. Confirm again: the same bulk refund is sent, so nothing is refunded twice.`,
      }}
    />
  );
}

function previewRows(
  attributes: BulkRefundPreview['attributes'],
  words: { willRefund: string; refused: string; reasonOf: (code: BulkRefundRefusal) => string },
): ItemRow[] {
  // What is refused comes first: it is what needs a look before confirming.
  const ordered = [
    ...attributes.items.filter((item) => item.outcome === 'refused'),
    ...attributes.items.filter((item) => item.outcome === 'refund'),
  ];
  return ordered.map((item) => ({
    transactionId: item.transactionId,
    amount: item.amount,
    currency: item.currency,
    status:
      item.outcome === 'refund'
        ? { label: words.willRefund, tone: 'success' as const }
        : { label: words.refused, tone: 'danger' as const },
    reason: item.reason ? words.reasonOf(item.reason.code) : null,
  }));
}
