import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  composeRenderProps,
  type DialogProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import * as css from './Popover.css';

export interface PopoverProps extends RACPopoverProps {
  /** Point at the trigger. Use it for free-standing popovers, not for listbox dropdowns. */
  showArrow?: boolean;
}

/**
 * A floating surface anchored to a trigger, placed by RAC (`placement`, `offset`, flipping at the viewport
 * edge). Select, ComboBox and Menu put their list straight inside; for free content, wrap it in a
 * `PopoverDialog` inside a `DialogTrigger`. Escape and a click outside close it; focus returns to the trigger.
 */
export function Popover({ showArrow, className, children, offset, ...props }: PopoverProps) {
  return (
    <ThemedPortal>
      <RACPopover
        {...props}
        offset={offset ?? (showArrow ? 10 : 4)}
        className={composeRenderProps(className, (custom) =>
          [css.popover, showArrow && css.withArrow, custom].filter(Boolean).join(' '),
        )}
      >
        {composeRenderProps(children, (content) => (
          <>
            {showArrow && (
              <OverlayArrow>
                <svg width={12} height={12} viewBox="0 0 12 12" className={css.arrow} aria-hidden>
                  <path d="M0 0 L6 6 L12 0" />
                </svg>
              </OverlayArrow>
            )}
            {content}
          </>
        ))}
      </RACPopover>
    </ThemedPortal>
  );
}

export interface PopoverDialogProps extends Omit<DialogProps, 'children'> {
  /** A heading that names the dialog; without one, pass `aria-label`. */
  title?: ReactNode;
  children?: DialogProps['children'];
}

/** Padded dialog content for a Popover, named by its optional title. */
export function PopoverDialog({ title, children, className, ...props }: PopoverDialogProps) {
  return (
    <Dialog {...props} className={[css.dialog, className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (content) => (
        <>
          {title != null && (
            <Heading slot="title" className={css.title}>
              {title}
            </Heading>
          )}
          {content}
        </>
      ))}
    </Dialog>
  );
}
