import { SelectItem } from '@paydesk/ui';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectAfterFirstPaint } from './SelectAfterFirstPaint';

describe('SelectAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it("paints the select's look first and mounts the select after the first paint", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(
      <SelectAfterFirstPaint label="Period" selectedText="Last 7 days" selectedKey="7d">
        <SelectItem id="7d">Last 7 days</SelectItem>
        <SelectItem id="30d">Last 30 days</SelectItem>
      </SelectAfterFirstPaint>,
    );
    const preview = screen.getByRole<HTMLButtonElement>('button', { name: 'Last 7 days' });
    expect(preview.disabled).toBe(true);
    expect(screen.getByText('Period').tagName).toBe('LABEL');
    // No options were built for the first frame.
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();

    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    const trigger = screen.getByRole<HTMLButtonElement>('button', { name: /Period/ });
    expect(trigger.disabled).toBe(false);
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger.textContent).toContain('Last 7 days');
  });
});
