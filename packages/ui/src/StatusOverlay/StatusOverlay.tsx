import { useId } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import { Spinner } from '../Spinner';
import * as css from './StatusOverlay.css';

export interface StatusOverlayProps {
  isOpen: boolean;
  /** What is happening, already translated by the app, e.g. "Signing out...". */
  message: string;
}

/**
 * Covers the whole screen while the app does something the user must wait for, such as signing out. It
 * blocks pointer and keyboard use of the page (focus is held on the overlay), cannot be dismissed, and its
 * message is announced when it opens.
 */
export function StatusOverlay({ isOpen, message }: StatusOverlayProps) {
  const messageId = useId();
  return (
    <ThemedPortal>
      <ModalOverlay
        isOpen={isOpen}
        isDismissable={false}
        isKeyboardDismissDisabled
        className={css.overlay}
      >
        <Modal className={css.modal}>
          <Dialog aria-labelledby={messageId} className={css.card}>
            <Spinner size="lg" aria-labelledby={messageId} />
            <p id={messageId} className={css.message} role="status">
              {message}
            </p>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </ThemedPortal>
  );
}
