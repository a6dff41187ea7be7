import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { spinner, wrapper, type SpinnerVariants } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value'> {
  size?: SpinnerVariants['size'];
}

/** An indeterminate progress indicator. Give it an `aria-label` that says what is loading. */
export function Spinner({ size, className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      isIndeterminate
      className={[wrapper, className].filter(Boolean).join(' ')}
    >
      <span className={spinner({ size })} aria-hidden />
    </ProgressBar>
  );
}
