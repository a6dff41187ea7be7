import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useFocusRing } from 'react-aria';
import {
  Dialog as RACDialog,
  Heading,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { useStrings } from '../private/intl';
import { strings } from './intl';
import {
  body as bodyClass,
  closeButton,
  dialog,
  footer as footerClass,
  header,
  title as titleClass,
} from './Modal.css';
import { useIsScrollable } from './useScrollableRegion';

export type DialogRenderProps = { close: () => void };
type Slot = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** The body. Scrolls when it is taller than the viewport allows. */
  children?: Slot;
  /** Actions, end-aligned. A function receives `close`. */
  footer?: Slot;
  /** Hide the header's close button, e.g. when the footer offers Cancel and Escape is disabled. */
  hideCloseButton?: boolean;
}

const renderSlot = (slot: Slot, props: DialogRenderProps) =>
  typeof slot === 'function' ? slot(props) : slot;

function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      ref={ref}
      className={bodyClass}
      {...(isScrollable ? { ...focusProps, tabIndex: 0 } : {})}
      data-focus-visible={(isScrollable && isFocusVisible) || undefined}
    >
      {children}
    </div>
  );
}

/**
 * The content of a Modal or SidePanel: a titled dialog with a close button, a scrollable body and a footer for
 * actions. Focus moves into it on open, is trapped while open and returns to the trigger on close.
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton,
  className,
  ...props
}: DialogProps) {
  const t = useStrings(strings, 'Modal');
  return (
    <RACDialog {...props} className={[dialog, className].filter(Boolean).join(' ')}>
      {({ close }) => (
        <>
          <div className={header}>
            <Heading slot="title" className={titleClass}>
              {title}
            </Heading>
            {!hideCloseButton && (
              <Button
                slot="close"
                variant="ghost"
                size="sm"
                aria-label={t('close')}
                className={closeButton}
                icon={<X size={16} aria-hidden />}
              />
            )}
          </div>
          {children != null && <DialogBody>{renderSlot(children, { close })}</DialogBody>}
          {footer != null && <div className={footerClass}>{renderSlot(footer, { close })}</div>}
        </>
      )}
    </RACDialog>
  );
}
