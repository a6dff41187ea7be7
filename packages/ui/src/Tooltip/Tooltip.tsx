import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import { arrow, tooltip } from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hover before the tooltip opens; keyboard focus opens it at once. */
  delay?: number;
}

/** Wraps a focusable trigger (e.g. a Button) and a Tooltip. */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
}

/**
 * A short hint for the element it describes (linked by aria-describedby while open). Never put essential
 * or interactive content in a tooltip: touch and screen-reader users may never see it.
 */
export function Tooltip({ offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <ThemedPortal>
      <RACTooltip
        offset={offset}
        {...props}
        className={composeRenderProps(className, (custom) =>
          [tooltip, custom].filter(Boolean).join(' '),
        )}
      >
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={arrow} aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {children}
      </RACTooltip>
    </ThemedPortal>
  );
}
