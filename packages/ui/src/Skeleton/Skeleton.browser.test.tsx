import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { Skeleton } from './Skeleton';

function renderSkeleton() {
  const { container } = render(
    <PaydeskProvider theme="light" locale="en-US">
      <Skeleton shape="rect" height={40} />
    </PaydeskProvider>,
  );
  return container.querySelector<HTMLElement>('[data-skeleton]')!;
}

/** The style rules under `@media (prefers-reduced-motion: reduce)` that apply to an element. */
function reducedMotionRules(element: Element) {
  const found: CSSStyleRule[] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion'))
        continue;
      for (const inner of rule.cssRules) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) found.push(inner);
      }
    }
  }
  return found;
}

describe('Skeleton motion', () => {
  it('shimmers by default', () => {
    const element = renderSkeleton();
    expect(getComputedStyle(element).animationName).not.toBe('none');
    expect(getComputedStyle(element).animationIterationCount).toBe('infinite');
  });

  it('stands still under prefers-reduced-motion', () => {
    const rules = reducedMotionRules(renderSkeleton());
    expect(rules.some((rule) => rule.style.animationName === 'none')).toBe(true);
  });
});
