import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { text, type TextVariants } from './Text.css';

export const textSizeOptions = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = [
  'default',
  'muted',
  'subtle',
  'success',
  'warning',
  'danger',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textElements = [
  'span',
  'p',
  'div',
  'strong',
  'em',
  'small',
  'code',
  'time',
  'dt',
  'dd',
  'li',
] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `span` by default, `p` for paragraphs. */
  as?: TextElement;
  size?: TextVariants['size'];
  /** Status tones are for status and feedback only, and never the only signal. */
  tone?: TextVariants['tone'];
  weight?: TextVariants['weight'];
  /** Tabular figures, for amounts, ids and dates that line up in columns. */
  tabular?: boolean;
  /** Monospace, for ids and codes (tabular figures included). */
  mono?: boolean;
  /** One line, cut with an ellipsis; the full text is given as a title tooltip when it is a string. */
  truncate?: boolean;
  align?: TextVariants['align'];
  /** For `as="time"`. */
  dateTime?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Body text on the shared type scale. */
export function Text({
  as = 'span',
  size,
  tone,
  weight,
  tabular,
  mono,
  truncate,
  align,
  className,
  title,
  children,
  ...props
}: TextProps) {
  const fullText =
    truncate && title === undefined && typeof children === 'string' ? children : title;
  return createElement(
    as,
    {
      ...props,
      title: fullText,
      className: [text({ size, tone, weight, tabular, mono, truncate, align }), className]
        .filter(Boolean)
        .join(' '),
    },
    children,
  );
}
