import { useLingui } from '@lingui/react/macro';
import { payments, type Dispute } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { disputeQueries } from './queries';

/** Accepting a dispute gives up the amount: it is confirmed first, saying how much goes back. */
export function AcceptDisputeButton({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const formatAmount = useFormatAmount();
  const [isOpen, setOpen] = useState(false);
  const accept = useMutation(actionMutationOptions(api, payments.actions['disputes/accept']));
  const amount = formatAmount(dispute.attributes.amount, dispute.attributes.currency);

  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t`Accept dispute`}
      </Button>
      {isOpen && (
        <AlertDialog
          isOpen
          onOpenChange={setOpen}
          variant="danger"
          title={t`Accept this dispute?`}
          confirmLabel={t`Accept and refund ${amount}`}
          onConfirm={async () => {
            await accept.mutateAsync({ id: dispute.id, payload: undefined });
            toast.success(t`Dispute accepted`);
            await queryClient.invalidateQueries({ queryKey: disputeQueries.keys.detail() });
            await queryClient.invalidateQueries({ queryKey: disputeQueries.keys.list() });
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {t`You will not contest it: ${amount} is charged back to the card holder and the dispute is closed as accepted. This cannot be undone.`}
        </AlertDialog>
      )}
    </>
  );
}
