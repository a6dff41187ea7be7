import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as css from './ProgressBar.css';

export const progressBarSizes = ['sm', 'md'] as const;

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** A visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Show the value text (e.g. "42%") beside the label; on by default unless indeterminate. */
  showValueLabel?: boolean;
  size?: (typeof progressBarSizes)[number];
}

/**
 * Shows how far a task has got (`value` between `minValue` and `maxValue`, 0–100 by default), or that it is
 * running when the amount is unknown (`isIndeterminate`). Value text is formatted for the locale.
 */
export function ProgressBar({
  label,
  showValueLabel,
  size,
  className,
  isIndeterminate,
  ...props
}: ProgressBarProps) {
  const showValue = showValueLabel ?? !isIndeterminate;
  return (
    <RACProgressBar
      {...props}
      isIndeterminate={isIndeterminate}
      className={composeRenderProps(className, (custom) =>
        [css.root, custom].filter(Boolean).join(' '),
      )}
    >
      {({ percentage, valueText }) => (
        <>
          {(label != null || showValue) && (
            <div className={css.header}>
              {label != null && <Label className={css.label}>{label}</Label>}
              {showValue && !isIndeterminate && <span className={css.value}>{valueText}</span>}
            </div>
          )}
          <div className={css.track({ size })}>
            <div
              className={[css.fill, isIndeterminate && css.indeterminateFill]
                .filter(Boolean)
                .join(' ')}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
