import type { ReactNode } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { spinner } from '../Spinner/Spinner.css';
import {
  button,
  content,
  hiddenContent,
  pendingIndicator,
  type ButtonVariants,
} from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
  /** Icon placed before the label. */
  icon?: ReactNode;
}

/** Buttons trigger actions. Use `isPending` while the action runs: focus stays, presses are ignored. */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (label, { isPending }) => (
        <>
          <span className={isPending ? hiddenContent : content}>
            {icon}
            {label}
          </span>
          {isPending && (
            <span className={pendingIndicator}>
              <span className={spinner({ size: 'sm' })} aria-hidden />
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
