/**
 * The frame of every form in a modal: title, the fields, the provider's answer that names no field above the
 * buttons, and Cancel / submit in the footer. The submit button sends the form (so Enter does too) and shows
 * progress while the request runs. Escape and Cancel close it; a click outside does not, so what was typed is never
 * lost to a stray click.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Dialog, Form, InlineAlert, Modal, Stack } from '@paydesk/ui';
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';

/** A form's state as the frame shows it: `useFormModalMutation`'s answer, or a flow's (`useMoneyMovingAction`). */
export interface FormModalState {
  /** Errors by field name (`useFieldErrors().errors`), shown at their fields. */
  errors: ComponentProps<typeof Form>['validationErrors'];
  /** The answer that names no field. */
  formError?: ReactNode;
  isPending: boolean;
  /** Drops the last answer's errors; the frame calls it as the form is sent, before `onSubmit`. */
  clear?: () => void;
}

export interface FormModalProps {
  isOpen?: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  size?: ComponentProps<typeof Modal>['size'];
  /** The submit button's words ("Create", "Save", "Send transfer"). */
  submitLabel: ReactNode;
  /** The form's errors and progress; none for a form that calls nothing itself (it hands on what was chosen). */
  form?: FormModalState;
  /** The submit button is off while the form cannot be sent at all (nothing to create it in). */
  isSubmitDisabled?: boolean;
  /** Sends the form; the frame has kept the browser from sending it (and cleared `form`'s errors). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormModal({
  isOpen = true,
  onOpenChange,
  title,
  size = 'md',
  submitLabel,
  form,
  isSubmitDisabled = false,
  onSubmit,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size={size}>
      <Dialog
        title={title}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              isPending={form?.isPending ?? false}
              isDisabled={isSubmitDisabled}
            >
              {submitLabel}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            form?.clear?.();
            onSubmit(event);
          }}
          validationErrors={form?.errors}
        >
          <Stack gap="lg">
            {children}
            {form?.formError && <InlineAlert tone="danger">{form.formError}</InlineAlert>}
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
