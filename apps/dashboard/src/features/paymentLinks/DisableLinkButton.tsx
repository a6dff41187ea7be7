import { useLingui } from '@lingui/react/macro';
import { paymentLinks, type PaymentLink } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { ConfirmedActionButton } from '../../shared/forms/ConfirmedActionButton';
import { paymentLinkQueries } from './queries';

/** Disabling cannot be undone: the link's page stops taking payments, so it is confirmed first. */
export function DisableLinkButton({ link }: { link: PaymentLink }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const disable = useMutation(
    actionMutationOptions(api, paymentLinks.actions['payment-links/disable']),
  );
  return (
    <ConfirmedActionButton
      label={t`Disable`}
      title={t`Disable this payment link?`}
      confirmLabel={t`Disable link`}
      onConfirm={async () => {
        await disable.mutateAsync({ id: link.id, payload: undefined });
        toast.success(t`Payment link disabled`);
        await queryClient.invalidateQueries({ queryKey: paymentLinkQueries.keys.detail() });
        await queryClient.invalidateQueries({ queryKey: paymentLinkQueries.keys.list() });
      }}
    >
      {t`Customers who open the link will see that it is not available. This cannot be undone.`}
    </ConfirmedActionButton>
  );
}
