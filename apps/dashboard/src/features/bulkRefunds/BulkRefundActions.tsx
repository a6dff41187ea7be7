/**
 * The bulk refund buttons of /transactions: "Refund selected (n)" for the selected rows and "Upload CSV"; each
 * opens the dry run. A bulk refund being confirmed when the page was reloaded is sent again here, with its kept
 * reference, and its progress page opens.
 */
import { useLingui } from '@lingui/react/macro';
import { BULK_REFUND_MAX_ITEMS, type BulkRefundItemInput } from '@paydesk/api-client';
import { Button, Inline, Text } from '@paydesk/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { BulkRefundDialog } from './BulkRefundDialog';
import { createBulkRefund } from './createBulkRefund';
import { CsvUploadDialog } from './CsvUploadDialog';
import { forgetPending, readPending } from './pendingBulkRefund';

export function BulkRefundActions({
  organizationId,
  selectedIds,
}: {
  organizationId: string;
  selectedIds: readonly string[];
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [items, setItems] = useState<BulkRefundItemInput[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const tooMany = selectedIds.length > BULK_REFUND_MAX_ITEMS;

  useEffect(() => {
    const pending = readPending();
    if (!pending || pending.organizationId !== organizationId) return;
    let cancelled = false;
    void createBulkRefund(pending)
      .then(async (job) => {
        forgetPending();
        if (!cancelled)
          await navigate({
            to: '/transactions/bulk-refunds/$bulkRefundId',
            params: { bulkRefundId: job.data.id },
          });
      })
      // Refused (no longer allowed, another organization): nothing was started; the kept request goes.
      .catch(() => forgetPending());
    return () => {
      cancelled = true;
    };
  }, [organizationId, navigate]);

  return (
    <Inline gap="sm" align="center">
      {tooMany && (
        <Text size="sm" tone="muted">
          {t`At most ${BULK_REFUND_MAX_ITEMS} transactions can be refunded at once.`}
        </Text>
      )}
      <Button
        variant="secondary"
        isDisabled={selectedIds.length === 0 || tooMany}
        onPress={() => setItems(selectedIds.map((transactionId) => ({ transactionId })))}
      >
        {t`Refund selected (${selectedIds.length})`}
      </Button>
      <Button variant="secondary" onPress={() => setUploading(true)}>
        {t`Upload CSV`}
      </Button>
      {uploading && (
        <CsvUploadDialog
          onOpenChange={setUploading}
          onItems={(next) => {
            setUploading(false);
            setItems(next);
          }}
        />
      )}
      {items && (
        <BulkRefundDialog
          organizationId={organizationId}
          items={items}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setItems(null);
          }}
        />
      )}
    </Inline>
  );
}
