import { useId, useState, type ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { InlineAlert } from '../Banner';
import { Button } from '../Button';
import { Dialog } from '../Modal/Dialog';
import { Modal } from '../Modal/Modal';
import { useStrings } from '../private/intl';
import { body } from './AlertDialog.css';
import { strings } from './intl';

export const alertDialogVariants = ['primary', 'danger'] as const;

export interface AlertDialogProps extends Omit<
  ModalOverlayProps,
  'children' | 'isDismissable' | 'className' | 'style'
> {
  title: ReactNode;
  /** What will happen: the amount, currency and target of a money-moving action. */
  children: ReactNode;
  /** `danger` for destructive actions (delete, revoke); `primary` for money-moving ones (refund, payout). */
  variant?: (typeof alertDialogVariants)[number];
  /** Says what the button does ("Refund EUR 12.50"), never just "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * Runs on confirm. Return a promise to show progress: the dialog closes when it resolves and stays open,
   * showing the error, when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Turns a rejection into the message shown; defaults to the error's message. */
  errorMessage?: (error: unknown) => ReactNode;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value;

/**
 * Confirms a destructive or money-moving action (role alertdialog). Focus starts on Cancel; a click outside
 * never closes it. While the action runs, the confirm button shows progress and Escape and Cancel wait.
 */
export function AlertDialog({
  title,
  children,
  variant = 'primary',
  confirmLabel,
  cancelLabel,
  onConfirm,
  errorMessage,
  ...props
}: AlertDialogProps) {
  const t = useStrings(strings, 'AlertDialog');
  const descriptionId = useId();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<{ message: ReactNode } | null>(null);

  const describe = (reason: unknown): ReactNode =>
    errorMessage?.(reason) ??
    (reason instanceof Error && reason.message ? reason.message : t('failed'));

  const confirm = (close: () => void) => {
    setError(null);
    let result: void | Promise<unknown>;
    try {
      result = onConfirm();
    } catch (reason) {
      setError({ message: describe(reason) });
      return;
    }
    if (!isPromise(result)) {
      close();
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        close();
      },
      (reason: unknown) => {
        setPending(false);
        setError({ message: describe(reason) });
      },
    );
  };

  return (
    <Modal
      {...props}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending || props.isKeyboardDismissDisabled}
      onOpenChange={(isOpen) => {
        if (!isOpen) setError(null);
        props.onOpenChange?.(isOpen);
      }}
    >
      <Dialog
        role="alertdialog"
        aria-describedby={descriptionId}
        title={title}
        hideCloseButton
        footer={({ close }) => (
          <>
            {/* WAI-ARIA alertdialog pattern: start on the least destructive choice. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button autoFocus isDisabled={isPending} onPress={close}>
              {cancelLabel ?? t('cancel')}
            </Button>
            <Button variant={variant} isPending={isPending} onPress={() => confirm(close)}>
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <div className={body}>
          <div id={descriptionId}>{children}</div>
          {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
        </div>
      </Dialog>
    </Modal>
  );
}
