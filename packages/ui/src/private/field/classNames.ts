import { composeRenderProps } from 'react-aria-components';

/** Joins our class with a consumer's `className`, which may be a RAC render-prop function. */
export function withClassName<U>(
  ours: string,
  custom: string | ((renderProps: U) => string) | undefined,
): (renderProps: U) => string {
  return composeRenderProps(custom, (c: string | undefined) => [ours, c].filter(Boolean).join(' '));
}
