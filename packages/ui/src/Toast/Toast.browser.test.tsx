import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { PaydeskProvider } from '../PaydeskProvider';
import { toast } from './queue';
import { ToastRegion } from './Toast';

afterEach(() => {
  act(() => toast.clear());
  cleanup();
});

function App() {
  return (
    <PaydeskProvider theme="dark" locale="en-US">
      <main>
        <Button
          onPress={() =>
            toast.error('Payout failed', { action: { label: 'Retry', onAction: () => undefined } })
          }
        >
          Pay out
        </Button>
      </main>
      <ToastRegion />
    </PaydeskProvider>
  );
}

describe('ToastRegion (real browser)', () => {
  it('is reached with F6 and gives focus back when its last toast closes', async () => {
    render(<App />);
    const trigger = screen.getByRole('button', { name: 'Pay out' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Notifications' });

    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    const item = within(region).getByRole('alertdialog', { name: 'Payout failed' });
    expect(item).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const close = within(item).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('is themed and sits at the inline-end bottom corner', async () => {
    render(<App />);
    act(() => {
      toast.info('Link copied');
    });
    const item = await screen.findByRole('alertdialog', { name: 'Link copied' });
    expect(getComputedStyle(item).backgroundColor).toBe('rgb(29, 32, 39)');
    const box = screen.getByRole('region').getBoundingClientRect();
    expect(Math.round(window.innerWidth - box.right)).toBeLessThanOrEqual(24);
    expect(Math.round(window.innerHeight - box.bottom)).toBeLessThanOrEqual(24);
  });
});
