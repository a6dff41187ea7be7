import {
  Modal as RACModal,
  ModalOverlay,
  composeRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import { modal, overlay, type ModalVariants } from './Modal.css';

export const modalSizes = ['sm', 'md', 'lg'] as const;

export interface ModalProps extends ModalOverlayProps {
  /** Maximum width: sm 400px (confirmations), md 560px (forms), lg 800px (details). */
  size?: ModalVariants['size'];
}

/**
 * A centred modal over a backdrop. Put a `Dialog` inside and the pair inside a `DialogTrigger` (or control it
 * with `isOpen`/`onOpenChange`). Escape closes it; `isDismissable` also lets a click outside close it.
 */
export function Modal({ size, className, children, ...props }: ModalProps) {
  return (
    <ThemedPortal>
      <ModalOverlay {...props} className={overlay}>
        <RACModal
          className={composeRenderProps(className, (custom) =>
            [modal({ size }), custom].filter(Boolean).join(' '),
          )}
        >
          {children}
        </RACModal>
      </ModalOverlay>
    </ThemedPortal>
  );
}

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
