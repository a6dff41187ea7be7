import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as css from './ProgressRing.css';

export const progressRingSizes = ['sm', 'md', 'lg'] as const;
type Size = (typeof progressRingSizes)[number];

const geometry: Record<Size, { box: number; stroke: number }> = {
  sm: { box: 16, stroke: 2 },
  md: { box: 24, stroke: 3 },
  lg: { box: 48, stroke: 4 },
};

export interface ProgressRingProps extends Omit<RACProgressBarProps, 'children'> {
  /** A visible label beside the ring (e.g. the file name); without one, pass `aria-label`. */
  label?: ReactNode;
  /** Show the percentage: inside a large ring, beside a smaller one. On unless indeterminate. */
  showValueLabel?: boolean;
  size?: Size;
}

/**
 * A circular progress indicator for downloads and other tasks with a known share done (`value` 0–100), or a
 * spinning arc when the share is unknown (`isIndeterminate`).
 */
export function ProgressRing({
  label,
  showValueLabel,
  size = 'md',
  className,
  isIndeterminate,
  ...props
}: ProgressRingProps) {
  const { box, stroke } = geometry[size];
  const radius = (box - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const showValue = (showValueLabel ?? true) && !isIndeterminate;
  const valueInside = showValue && size === 'lg';

  return (
    <RACProgressBar
      {...props}
      isIndeterminate={isIndeterminate}
      className={composeRenderProps(className, (custom) =>
        [css.root, custom].filter(Boolean).join(' '),
      )}
    >
      {({ percentage = 0, valueText }) => (
        <>
          <span className={css.ringBox}>
            <svg
              width={box}
              height={box}
              viewBox={`0 0 ${box} ${box}`}
              fill="none"
              aria-hidden
              className={css.svg({ isIndeterminate: Boolean(isIndeterminate) })}
            >
              <circle
                className={css.track}
                cx={box / 2}
                cy={box / 2}
                r={radius}
                strokeWidth={stroke}
              />
              <circle
                className={css.fill}
                cx={box / 2}
                cy={box / 2}
                r={radius}
                strokeWidth={stroke}
                strokeLinecap="round"
                strokeDasharray={circumference}
                strokeDashoffset={
                  isIndeterminate ? circumference * 0.75 : circumference * (1 - percentage / 100)
                }
                // Start at twelve o'clock.
                transform={`rotate(-90 ${box / 2} ${box / 2})`}
              />
            </svg>
            {valueInside && (
              <span className={css.centerValue} aria-hidden>
                {Math.round(percentage)}
              </span>
            )}
          </span>
          {(label != null || (showValue && !valueInside)) && (
            <span className={css.text}>
              {label != null && <Label className={css.label}>{label}</Label>}
              {showValue && !valueInside && <span className={css.value}>{valueText}</span>}
            </span>
          )}
        </>
      )}
    </RACProgressBar>
  );
}
