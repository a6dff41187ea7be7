import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

/** The elements a Box may render as: layout and landmark elements, never interactive ones. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'dl',
  'form',
  'fieldset',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps
  extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'ref'> {
  /** The element to render; defaults to `div`. */
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
}

/** Splits layout atoms (sprinkles) from the rest of the props. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/**
 * The layout primitive: any of the sprinkles atoms (space, display, flex, responsive values) as props.
 * Components own their look; Box only lays things out.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as as ElementType, { ...rest, className: classes || undefined });
}
