import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { IdText } from './IdText';

const id = 'cs_live_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';

function parts(container: HTMLElement) {
  const [head, tail] = container.querySelectorAll<HTMLElement>('[data-id-value] > span');
  return { head: head!, tail: tail! };
}

describe('IdText layout', () => {
  it('is cut in the middle when narrow: head ellipsized, tail whole', () => {
    const { container } = render(
      <PaydeskProvider theme="light" locale="en-US">
        <div style={{ inlineSize: 160 }}>
          <IdText value={id} copyable={false} />
        </div>
      </PaydeskProvider>,
    );
    const { head, tail } = parts(container);
    expect(head.scrollWidth).toBeGreaterThan(head.clientWidth);
    expect(tail.scrollWidth).toBe(tail.clientWidth);
    expect(tail.getBoundingClientRect().right).toBeLessThanOrEqual(
      container.querySelector('div div')!.getBoundingClientRect().right + 0.5,
    );
  });

  it('shows everything when there is room', () => {
    const { container } = render(
      <PaydeskProvider theme="light" locale="en-US">
        <div style={{ inlineSize: 800 }}>
          <IdText value={id} copyable={false} />
        </div>
      </PaydeskProvider>,
    );
    const { head } = parts(container);
    expect(head.scrollWidth).toBe(head.clientWidth);
  });

  it('keeps the id left to right in a right-to-left page', () => {
    const { container } = render(
      <PaydeskProvider theme="light" locale="ar-AE">
        <div style={{ inlineSize: 160 }}>
          <IdText value={id} copyable={false} />
        </div>
      </PaydeskProvider>,
    );
    const { head, tail } = parts(container);
    expect(head.getBoundingClientRect().left).toBeLessThan(tail.getBoundingClientRect().left);
  });
});
