import { useLingui } from '@lingui/react/macro';
import { paymentLinks, type PaymentLink } from '@paydesk/api-client';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { paymentLinkQueries } from './queries';

/** Disabling cannot be undone: the link's page stops taking payments, so it is confirmed first. */
export function DisableLinkButton({ link }: { link: PaymentLink }) {
  const { t } = useLingui();
  const disable = useConfirmedAction(paymentLinks.actions['payment-links/disable'], {
    done: t`Payment link disabled`,
    refresh: [paymentLinkQueries.keys.detail(), paymentLinkQueries.keys.list()],
  });
  return (
    <ConfirmedActionButton
      label={t`Disable`}
      title={t`Disable this payment link?`}
      confirmLabel={t`Disable link`}
      onConfirm={() => disable({ id: link.id, payload: undefined })}
    >
      {t`Customers who open the link will see that it is not available. This cannot be undone.`}
    </ConfirmedActionButton>
  );
}
