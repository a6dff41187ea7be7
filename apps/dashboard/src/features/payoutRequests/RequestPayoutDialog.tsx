import { useLingui } from '@lingui/react/macro';
import { money, type CurrencyBalance } from '@paydesk/api-client';
import { Select, SelectItem, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MoneyMovingAmountField } from '../../shared/moneyMoving/MoneyMovingAmountField';
import { MoneyMovingDialog } from '../../shared/moneyMoving/MoneyMovingDialog';
import {
  useCloseWhenMade,
  useMoneyMovingAction,
} from '../../shared/moneyMoving/useMoneyMovingAction';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { maskedDetails, payoutMethodQueries } from '../requisites';
import { amountProblemMessages, payoutRequestErrorMessages, payoutUnconfirmed } from './labels';
import { payoutAmountProblem } from './payoutAmount';
import { walletPayoutRequestQueries } from './queries';

const fields = ['amount', 'currency', 'payoutMethodId'];

export interface RequestPayoutDialogProps {
  organizationId: string;
  /** The organization's balances per currency (what can be paid out). */
  balances: readonly CurrencyBalance[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Requests a payout: a currency, an amount (at most what is available) and a payout method of that currency (its
 * default first), then a confirmation that says what will happen. A request whose answer does not come in time
 * may have been made: the dialog says so and offers the same request again, which the client sends with the same
 * request reference, so it is made at most once.
 */
export function RequestPayoutDialog({
  organizationId,
  balances,
  isOpen,
  onOpenChange,
}: RequestPayoutDialogProps) {
  const { t, i18n } = useLingui();
  const formatAmount = useFormatAmount();
  const methods = useQuery(payoutMethodQueries.ofOrganization(organizationId));
  const [currency, setCurrency] = useState(balances[0]?.currency ?? 'EUR');
  const [amount, setAmount] = useState<number | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const flow = useMoneyMovingAction(money.actions['payout-requests/create'], {
    errors: { fields, messages: payoutRequestErrorMessages, formFallback: 'title' },
    onMade: useCloseWhenMade({
      done: t`Payout requested`,
      close: () => onOpenChange(false),
      refresh: [walletPayoutRequestQueries.keys.list(), walletPayoutRequestQueries.keys.balances()],
    }),
  });

  const available = Math.max(0, balances.find((row) => row.currency === currency)?.available ?? 0);
  const ofCurrency = useMemo(
    () => (methods.data ?? []).filter((method) => method.attributes.currency === currency),
    [methods.data, currency],
  );
  // The default of the currency unless the user chose another of it.
  const method =
    ofCurrency.find((candidate) => candidate.id === methodId) ??
    ofCurrency.find((candidate) => candidate.attributes.isDefault) ??
    ofCurrency[0];

  const problem = payoutAmountProblem(amount, available);
  const methodText = method ? maskedDetails(method) : '';

  const confirm = () => {
    if (amount === null || problem || !method) return;
    flow.confirm({
      payload: {
        data: {
          type: 'payout-request',
          attributes: { resourceId: organizationId, amount, currency, payoutMethodId: method.id },
        },
      },
    });
  };

  return (
    <MoneyMovingDialog
      flow={flow}
      title={t`Request payout`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onContinue={(event) => flow.onContinue(event, problem === null && method !== undefined)}
      fields={
        <>
          <Select
            name="currency"
            label={t`Currency`}
            selectedKey={currency}
            onSelectionChange={(key) => {
              setCurrency(String(key));
              setMethodId(null);
              flow.edited('currency');
            }}
          >
            {balances.map((row) => (
              <SelectItem key={row.currency} id={row.currency}>
                {row.currency}
              </SelectItem>
            ))}
          </Select>
          <MoneyMovingAmountField
            edited={flow.edited}
            currency={currency}
            value={amount}
            onChange={setAmount}
            problemOf={(value) => payoutAmountProblem(value, available)}
            problemMessages={amountProblemMessages}
            description={t`Available: ${formatAmount(available, currency)}`}
          />
          <Select
            name="payoutMethodId"
            label={t`Payout method`}
            selectedKey={method?.id ?? null}
            onSelectionChange={(key) => {
              setMethodId(String(key));
              flow.edited('payoutMethodId');
            }}
            isRequired
            isDisabled={ofCurrency.length === 0}
            placeholder={methods.isPending ? t`Loading…` : t`No payout method for ${currency}`}
          >
            {ofCurrency.map((candidate) => (
              <SelectItem key={candidate.id} id={candidate.id}>
                {candidate.attributes.isDefault
                  ? t`${maskedDetails(candidate)} (default)`
                  : maskedDetails(candidate)}
              </SelectItem>
            ))}
          </Select>
        </>
      }
      confirmation={
        <Text>
          {t`${formatAmount(amount ?? 0, currency)} will be paid out to ${methodText}. The amount leaves your available balance at once and is paid once we approve the request.`}
        </Text>
      }
      confirmLabel={
        amount === null ? t`Request payout` : t`Request payout of ${formatAmount(amount, currency)}`
      }
      onConfirm={confirm}
      unconfirmedText={{
        title: i18n._(payoutUnconfirmed.title),
        text: i18n._(payoutUnconfirmed.text),
      }}
    />
  );
}
