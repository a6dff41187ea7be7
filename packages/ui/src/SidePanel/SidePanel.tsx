import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { Dialog, type DialogProps } from '../Modal/Dialog';
import { ThemedPortal } from '../private/ThemedPortal';
import { overlay, panel, wide } from './SidePanel.css';

export const sidePanelSizes = ['md', 'lg'] as const;

export interface SidePanelProps
  extends
    Omit<ModalOverlayProps, 'children' | 'className' | 'style'>,
    Pick<DialogProps, 'title' | 'children' | 'footer' | 'hideCloseButton' | 'role'> {
  /** md is the standard 400px; lg (600px) for detail views with wide content. */
  size?: (typeof sidePanelSizes)[number];
  className?: string;
}

/**
 * A drawer that slides in from the inline-end edge (the left in right-to-left languages), e.g. for filters or
 * a record's details. It is a modal dialog: focus is trapped and returns to the trigger, Escape closes it, and
 * under 600px it takes the full width. Place it in a `DialogTrigger` or control it with `isOpen`.
 */
export function SidePanel({
  title,
  children,
  footer,
  hideCloseButton,
  role,
  size = 'md',
  className,
  isDismissable = true,
  ...props
}: SidePanelProps) {
  return (
    <ThemedPortal>
      <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
        <RACModal className={[panel, size === 'lg' && wide, className].filter(Boolean).join(' ')}>
          <Dialog title={title} footer={footer} hideCloseButton={hideCloseButton} role={role}>
            {children}
          </Dialog>
        </RACModal>
      </ModalOverlay>
    </ThemedPortal>
  );
}
