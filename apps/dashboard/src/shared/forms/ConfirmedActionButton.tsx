/**
 * A button for an action that cannot be undone (disable a link, revoke a key, delete an endpoint): it asks first,
 * runs `onConfirm` from the dialog (which shows a refusal in the catalogue's words and stays open), then closes.
 */
import { useLingui } from '@lingui/react/macro';
import { AlertDialog, Button } from '@paydesk/ui';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../errors/errorMessages';

export interface ConfirmedActionButtonProps {
  /** The button's words ("Revoke"). */
  label: string;
  /** The question ("Revoke this API key?"). */
  title: string;
  /** The dialog's confirming button ("Revoke key"). */
  confirmLabel: string;
  /** What follows from it, in the dialog. */
  children: ReactNode;
  onConfirm: () => Promise<void>;
  /** The area's words for a refusal (by the provider's code); the catalogue's otherwise. */
  errorText?: (error: unknown) => string;
  /** `sm` inside a table row. */
  size?: 'sm' | 'md';
}

export function ConfirmedActionButton({
  label,
  title,
  confirmLabel,
  children,
  onConfirm,
  errorText,
  size,
}: ConfirmedActionButtonProps) {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" size={size} onPress={() => setOpen(true)}>
        {label}
      </Button>
      {isOpen && (
        <AlertDialog
          isOpen
          onOpenChange={setOpen}
          variant="danger"
          title={title}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          errorMessage={(error) => errorText?.(error) ?? i18n._(errorMessage(error))}
        >
          {children}
        </AlertDialog>
      )}
    </>
  );
}
