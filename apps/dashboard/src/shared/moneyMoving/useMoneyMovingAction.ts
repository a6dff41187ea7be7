/**
 * The flow of an action that moves money (a refund, a payout request, a transfer): a form step, a confirmation
 * step, then the call. Refusals go back to their field (and to the form step) or to the form as a whole. An
 * answer that does not come in time is not a failure: the action may have been made, so the flow keeps its request
 * reference (`unconfirmed`) and listens for the client's late outcome; sending again re-uses the reference, so
 * the action is made at most once.
 */
import { useLingui } from '@lingui/react/macro';
import {
  isApiError,
  type ActionOutcome,
  type AnswerOf,
  type AnyAction,
  type CallInput,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { fieldErrors, type FieldErrorOptions } from '../errors/fieldErrors';
import { useFieldErrors } from '../errors/useFieldErrors';

export type MoneyMovingStep = 'form' | 'confirm';

export interface MoneyMovingOptions<TAction extends AnyAction> {
  /** How refusals map to the form's fields. */
  errors: FieldErrorOptions;
  /**
   * The action was made: `late` when its outcome arrived after the call had timed out (the app's outcome toast
   * has said so already).
   */
  onMade: (made: { late: boolean; answer?: AnswerOf<TAction> }) => void | Promise<void>;
}

export function useMoneyMovingAction<TAction extends AnyAction>(
  action: TAction,
  { errors: errorOptions, onMade }: MoneyMovingOptions<TAction>,
) {
  const { i18n } = useLingui();
  const form = useFieldErrors();
  const { show, setFormError } = form;
  const [step, setStep] = useState<MoneyMovingStep>('form');
  /** The request reference of a call whose outcome is not known yet. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const showErrors = (error: unknown) => {
    const failed = fieldErrors(error, i18n, errorOptions);
    show(failed);
    if (Object.keys(failed.fields).length > 0) setStep('form');
  };

  const mutation = useMutation({
    ...actionMutationOptions(api, action),
    onSuccess: (answer) => onMade({ late: false, answer }),
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
    if (outcome.ok) void onMade({ late: true });
    else showErrors(outcome.error);
  });
  useEffect(() => {
    if (!unconfirmed) return;
    return api.events.on('outcome', (outcome) => {
      if (outcome.requestReference === unconfirmed) onOutcome(outcome);
    });
  }, [unconfirmed]);

  return {
    ...form,
    step,
    /** Back to the form; not while a call may have been made (other values would be another action). */
    back: () => setStep('form'),
    canGoBack: !mutation.isPending && unconfirmed === null,
    unconfirmed,
    isPending: mutation.isPending,
    /** The form's submit: on to the confirmation when `isValid`. */
    onContinue: (event: FormEvent<HTMLFormElement>, isValid: boolean) => {
      event.preventDefault();
      if (!isValid) return;
      setFormError(null);
      setStep('confirm');
    },
    /** The confirmation's button: makes the call. */
    confirm: (input: CallInput<TAction>) => {
      setFormError(null);
      mutation.mutate(input);
    },
  };
}

/** What the dialog reads of a flow (any action's). */
export type MoneyMovingFlow = Pick<
  ReturnType<typeof useMoneyMovingAction>,
  'step' | 'back' | 'canGoBack' | 'unconfirmed' | 'isPending' | 'errors' | 'formError'
>;

/**
 * The usual `onMade`: toasts `done` (not for a late outcome, which the app's outcome toast has said already), closes
 * the dialog, then reads the queries in `refresh` again.
 */
export function useCloseWhenMade({
  done,
  close,
  refresh,
}: {
  done: string;
  close: () => void;
  refresh: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  return async ({ late }: { late: boolean }) => {
    if (!late) toast.success(done);
    close();
    await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
