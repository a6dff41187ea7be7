/**
 * The dialog of a money-moving flow (`useMoneyMovingAction`): the form with its field and form errors, then the
 * confirmation that says exactly what will happen, with the warning of an outcome not known yet.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, Form, InlineAlert, Modal, Stack, type ModalProps } from '@paydesk/ui';
import { useId, type ReactNode } from 'react';
import type { MoneyMovingFlow } from './useMoneyMovingAction';

export interface MoneyMovingDialogProps {
  flow: MoneyMovingFlow;
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The form's submit: usually `flow.onContinue(event, isValid)`. */
  onContinue: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The form's fields. */
  fields: ReactNode;
  /** What will happen, in words. */
  confirmation: ReactNode;
  /** The confirming button, naming the action and its amount. */
  confirmLabel: string;
  onConfirm: () => void;
  /** Said while the outcome is not known: the action may have been made. */
  unconfirmedText: { title: string; text: string };
  /** Wider for a confirmation that lists many items (a bulk refund's table). */
  size?: ModalProps['size'];
}

export function MoneyMovingDialog({
  flow,
  title,
  isOpen,
  onOpenChange,
  onContinue,
  fields,
  confirmation,
  confirmLabel,
  onConfirm,
  unconfirmedText,
  size = 'md',
}: MoneyMovingDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const formError = flow.formError && <InlineAlert tone="danger" title={flow.formError} />;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size={size} isDismissable={!flow.isPending}>
      <Dialog
        title={title}
        footer={({ close }) =>
          flow.step === 'form' ? (
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
              <Button variant="secondary" onPress={flow.back} isDisabled={!flow.canGoBack}>
                {t`Back`}
              </Button>
              <Button variant="primary" onPress={onConfirm} isPending={flow.isPending}>
                {confirmLabel}
              </Button>
            </>
          )
        }
      >
        {flow.step === 'form' ? (
          <Form id={formId} onSubmit={onContinue} validationErrors={flow.errors}>
            <Stack gap="lg">
              {fields}
              {formError}
            </Stack>
          </Form>
        ) : (
          <Stack gap="md">
            {confirmation}
            {flow.unconfirmed && (
              <InlineAlert tone="warning" title={unconfirmedText.title}>
                {unconfirmedText.text}
              </InlineAlert>
            )}
            {formError}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
