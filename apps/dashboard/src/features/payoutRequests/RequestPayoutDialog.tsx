import { useLingui } from '@lingui/react/macro';
import { isApiError, money, type ActionOutcome, type CurrencyBalance } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AmountField,
  Button,
  Dialog,
  Form,
  InlineAlert,
  Modal,
  Select,
  SelectItem,
  Stack,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useMemo, useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
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
  const formId = useId();
  const queryClient = useQueryClient();
  const formatAmount = useFormatAmount();
  const methods = useQuery(payoutMethodQueries.ofOrganization(organizationId));
  const [currency, setCurrency] = useState(balances[0]?.currency ?? 'EUR');
  const [amount, setAmount] = useState<number | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { errors, formError, setFormError, edited, show } = useFieldErrors();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

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

  const showErrors = (error: unknown) => {
    const failed = fieldErrors(error, i18n, {
      fields,
      messages: payoutRequestErrorMessages,
      formFallback: 'title',
    });
    show(failed);
    if (Object.keys(failed.fields).length > 0) setStep('form');
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: walletPayoutRequestQueries.keys.list() }),
      queryClient.invalidateQueries({ queryKey: walletPayoutRequestQueries.keys.balances() }),
    ]);

  const mutation = useMutation({
    ...actionMutationOptions(api, money.actions['payout-requests/create']),
    onSuccess: async () => {
      toast.success(t`Payout requested`);
      onOpenChange(false);
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'unknown-outcome') {
        setUnconfirmed(error.requestReference ?? null);
        return;
      }
      setUnconfirmed(null);
      showErrors(error);
    },
  });

  // The client goes on looking for the answer: made, or refused after all.
  const onOutcome = useEffectEvent((outcome: ActionOutcome) => {
    setUnconfirmed(null);
    if (outcome.ok) {
      onOpenChange(false);
      void refresh();
    } else showErrors(outcome.error);
  });
  useEffect(() => {
    if (!unconfirmed) return;
    return api.events.on('outcome', (outcome) => {
      if (outcome.requestReference === unconfirmed) onOutcome(outcome);
    });
  }, [unconfirmed]);

  const problem = payoutAmountProblem(amount, available);
  const methodText = method ? maskedDetails(method) : '';

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem || !method) return;
    setFormError(null);
    setStep('confirm');
  };

  const confirm = () => {
    if (amount === null || problem || !method) return;
    setFormError(null);
    mutation.mutate({
      payload: {
        data: {
          type: 'payout-request',
          attributes: { resourceId: organizationId, amount, currency, payoutMethodId: method.id },
        },
      },
    });
  };

  const requestLabel =
    amount === null ? t`Request payout` : t`Request payout of ${formatAmount(amount, currency)}`;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={!mutation.isPending}
    >
      <Dialog
        title={t`Request payout`}
        footer={({ close }) =>
          step === 'form' ? (
            <>
              <Button variant="secondary" onPress={close}>
                {t`Close`}
              </Button>
              <Button type="submit" form={formId} variant="primary">
                {t`Continue`}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="secondary"
                onPress={() => setStep('form')}
                // Another amount would be another request, while this one may have been made.
                isDisabled={mutation.isPending || unconfirmed !== null}
              >
                {t`Back`}
              </Button>
              <Button variant="primary" onPress={confirm} isPending={mutation.isPending}>
                {requestLabel}
              </Button>
            </>
          )
        }
      >
        {step === 'form' ? (
          <Form id={formId} onSubmit={onContinue} validationErrors={errors}>
            <Stack gap="lg">
              <Select
                name="currency"
                label={t`Currency`}
                selectedKey={currency}
                onSelectionChange={(key) => {
                  setCurrency(String(key));
                  setMethodId(null);
                  edited('currency');
                }}
              >
                {balances.map((row) => (
                  <SelectItem key={row.currency} id={row.currency}>
                    {row.currency}
                  </SelectItem>
                ))}
              </Select>
              <AmountField
                name="amount"
                label={t`Amount`}
                currency={currency}
                value={amount}
                onChange={(next) => {
                  setAmount(next);
                  edited('amount');
                }}
                description={t`Available: ${formatAmount(available, currency)}`}
                isRequired
                validate={(value) => {
                  const found = payoutAmountProblem(value, available);
                  return found ? i18n._(amountProblemMessages[found]) : null;
                }}
              />
              <Select
                name="payoutMethodId"
                label={t`Payout method`}
                selectedKey={method?.id ?? null}
                onSelectionChange={(key) => {
                  setMethodId(String(key));
                  edited('payoutMethodId');
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
              {formError && <InlineAlert tone="danger" title={formError} />}
            </Stack>
          </Form>
        ) : (
          <Stack gap="md">
            <Text>
              {t`${formatAmount(amount ?? 0, currency)} will be paid out to ${methodText}. The amount leaves your available balance at once and is paid once we approve the request.`}
            </Text>
            {unconfirmed && (
              <InlineAlert tone="warning" title={i18n._(payoutUnconfirmed.title)}>
                {i18n._(payoutUnconfirmed.text)}
              </InlineAlert>
            )}
            {formError && <InlineAlert tone="danger" title={formError} />}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
