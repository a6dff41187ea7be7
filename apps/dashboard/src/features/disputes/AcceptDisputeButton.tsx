import { useLingui } from '@lingui/react/macro';
import { payments, type Dispute } from '@paydesk/api-client';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { disputeQueries } from './queries';

/** Accepting a dispute gives up the amount: it is confirmed first, saying how much goes back. */
export function AcceptDisputeButton({ dispute }: { dispute: Dispute }) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const accept = useConfirmedAction(payments.actions['disputes/accept'], {
    done: t`Dispute accepted`,
    refresh: [disputeQueries.keys.detail(), disputeQueries.keys.list()],
  });
  const amount = formatAmount(dispute.attributes.amount, dispute.attributes.currency);

  return (
    <ConfirmedActionButton
      label={t`Accept dispute`}
      title={t`Accept this dispute?`}
      confirmLabel={t`Accept and refund ${amount}`}
      onConfirm={() => accept({ id: dispute.id, payload: undefined })}
    >
      {t`You will not contest it: ${amount} is charged back to the card holder and the dispute is closed as accepted. This cannot be undone.`}
    </ConfirmedActionButton>
  );
}
