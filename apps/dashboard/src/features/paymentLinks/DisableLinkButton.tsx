import { useLingui } from '@lingui/react/macro';
import { paymentLinks, type PaymentLink } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { paymentLinkQueries } from './queries';

/** Disabling cannot be undone: the link's page stops taking payments, so it is confirmed first. */
export function DisableLinkButton({ link }: { link: PaymentLink }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const disable = useMutation(
    actionMutationOptions(api, paymentLinks.actions['payment-links/disable']),
  );

  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t`Disable`}
      </Button>
      {isOpen && (
        <AlertDialog
          isOpen
          onOpenChange={setOpen}
          variant="danger"
          title={t`Disable this payment link?`}
          confirmLabel={t`Disable link`}
          onConfirm={async () => {
            await disable.mutateAsync({ id: link.id, payload: undefined });
            toast.success(t`Payment link disabled`);
            await queryClient.invalidateQueries({ queryKey: paymentLinkQueries.keys.detail() });
            await queryClient.invalidateQueries({ queryKey: paymentLinkQueries.keys.list() });
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {t`Customers who open the link will see that it is not available. This cannot be undone.`}
        </AlertDialog>
      )}
    </>
  );
}
