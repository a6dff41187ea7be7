/**
 * The bulk refund buttons of /transactions: "Refund selected (n)" for the selected rows and "Upload CSV"; each
 * opens the dry run. A bulk refund being confirmed when the page was reloaded is sent again here, with its kept
 * reference, and its progress page opens.
 */
import { useLingui } from '@lingui/react/macro';
import type { BulkRefundItemInput } from '@paydesk/api-client';
import { Button, Inline } from '@paydesk/ui';
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
      <Button
        variant="secondary"
        isDisabled={selectedIds.length === 0}
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
