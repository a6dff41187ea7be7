import type { ReactNode } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css';
import { spinner } from '../Spinner/Spinner.css';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import { iconButton } from './IconButton.css';

export const iconButtonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export interface IconButtonProps extends Omit<RACButtonProps, 'children'> {
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  /** The icon, e.g. `<IconRefresh />` (decorative; the label names the button). */
  icon: ReactNode;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Show the label in a tooltip on hover and focus (default), so sighted users can read it too. */
  tooltip?: boolean;
}

/** A square button showing only an icon; its label is the accessible name and, by default, a tooltip. */
export function IconButton({
  variant = 'ghost',
  size,
  icon,
  tooltip = true,
  className,
  ...props
}: IconButtonProps) {
  const element = (
    <RACButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size }), iconButton({ size }), custom].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) =>
        isPending ? <span className={spinner({ size: 'sm' })} aria-hidden /> : icon
      }
    </RACButton>
  );
  if (!tooltip) return element;
  return (
    <TooltipTrigger>
      {element}
      <Tooltip>{props['aria-label']}</Tooltip>
    </TooltipTrigger>
  );
}
