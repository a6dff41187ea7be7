/**
 * An action that is asked first (disable a link, revoke a key, delete an endpoint, accept a dispute): the button,
 * the confirm dialog (which shows a refusal in the catalogue's words and stays open) and the call it confirms
 * (`useConfirmedAction`: the call, the queries it changed read again, the toast saying it is done).
 */
import { useLingui } from '@lingui/react/macro';
import type { AnyAction, CallInput } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, type AlertDialogProps } from '@paydesk/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { errorMessage } from '../errors/errorMessages';
import { useAfterCall } from './useAfterCall';

export interface ConfirmDialogProps extends Pick<
  AlertDialogProps,
  'title' | 'variant' | 'confirmLabel' | 'cancelLabel' | 'onConfirm'
> {
  /** What follows from it, in the dialog. */
  children: ReactNode;
  /** Cancelled, or confirmed and done. */
  onClose: () => void;
  /** The area's words for a refusal (by the provider's code); the catalogue's otherwise. */
  errorText?: (error: unknown) => string;
}

/** The open confirm dialog of an action: a refusal keeps it open and is said in the area's or the catalogue's words. */
export function ConfirmDialog({ onClose, errorText, children, ...dialog }: ConfirmDialogProps) {
  const { i18n } = useLingui();
  return (
    <AlertDialog
      {...dialog}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      errorMessage={(error) => errorText?.(error) ?? i18n._(errorMessage(error))}
    >
      {children}
    </AlertDialog>
  );
}

export interface ConfirmedActionButtonProps extends Omit<
  ConfirmDialogProps,
  'onClose' | 'variant'
> {
  /** The button's words ("Revoke"). */
  label: string;
  /** The question ("Revoke this API key?"). */
  title: string;
  /** `sm` inside a table row. */
  size?: 'sm' | 'md';
  /** `danger` (the default) for what cannot be undone; `primary` for an ordinary action, shown as a secondary button. */
  variant?: 'danger' | 'primary';
}

export function ConfirmedActionButton({
  label,
  size,
  variant = 'danger',
  ...dialog
}: ConfirmedActionButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant === 'danger' ? 'danger' : 'secondary'}
        size={size}
        onPress={() => setOpen(true)}
      >
        {label}
      </Button>
      {isOpen && <ConfirmDialog {...dialog} variant={variant} onClose={() => setOpen(false)} />}
    </>
  );
}

export interface ConfirmedActionOptions {
  /** The toast once it is made ("API key revoked"). */
  done: string;
  /** The queries it changed, read again once it is made, before the toast (`useAfterCall`). */
  refresh?: readonly QueryKey[];
  /**
   * The query whose value the answer is (the thing changed, as the provider now has it): set to the answer before
   * the toast, rather than read again.
   */
  answerIs?: QueryKey;
}

/**
 * The call a confirm dialog makes: resolves with the answer once `answerIs` holds it, `refresh` is read again and
 * the toast shown; rejects with the refusal, for the dialog to show.
 */
export function useConfirmedAction<TAction extends AnyAction>(
  action: TAction,
  { done, refresh = [], answerIs }: ConfirmedActionOptions,
) {
  const { mutateAsync } = useMutation(actionMutationOptions(api, action));
  const queryClient = useQueryClient();
  const afterCall = useAfterCall();
  return async (input: CallInput<TAction>) => {
    const answer = await mutateAsync(input);
    if (answerIs) queryClient.setQueryData(answerIs, answer);
    await afterCall(refresh, done);
    return answer;
  };
}
