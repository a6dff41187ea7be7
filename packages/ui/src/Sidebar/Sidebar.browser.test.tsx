import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { SIDEBAR_HOVER_EXPAND_DELAY_MS } from './constants';
import { Sidebar } from './Sidebar';
import { PaydeskNavigation } from './Sidebar.fixtures';

afterEach(() => cleanup());

function Example({ screen: size }: { screen: 'medium' | 'narrow' }) {
  return (
    <PaydeskProvider theme="light" locale="en-US">
      <RouterProvider navigate={vi.fn()}>
        <button type="button">Before</button>
        <div style={{ display: 'flex', blockSize: 600 }}>
          <Sidebar screen={size}>
            <PaydeskNavigation />
          </Sidebar>
        </div>
      </RouterProvider>
    </PaydeskProvider>
  );
}

describe('Sidebar in a real browser', () => {
  it('traps focus in the drawer and returns it to the menu button', async () => {
    render(<Example screen="narrow" />);
    const open = screen.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    for (let i = 0; i < 40; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('makes the page behind the drawer inert', async () => {
    render(<Example screen="narrow" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog');
    // react-aria makes everything outside the modal inert (hidden from AT and not focusable).
    expect(screen.getByText('Before').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
  });

  it('expands the rail over the content only after the hover delay', async () => {
    render(<Example screen="medium" />);
    const nav = screen.getByRole('navigation');
    const panel = nav.parentElement as HTMLElement;
    const slotWidth = (panel.parentElement as HTMLElement).getBoundingClientRect().width;
    await userEvent.hover(within(nav).getByRole('link', { name: 'Reports' }));
    const hoveredAt = performance.now();
    await waitFor(() => expect(panel).toHaveAttribute('data-peek'));
    expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(SIDEBAR_HOVER_EXPAND_DELAY_MS - 5);
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBeGreaterThan(slotWidth));
    // The rail keeps its room in the layout: the panel overlays the content.
    expect((panel.parentElement as HTMLElement).getBoundingClientRect().width).toBe(slotWidth);
    await userEvent.unhover(panel);
    await waitFor(() => expect(panel).not.toHaveAttribute('data-peek'));
  });

  it('keeps labels readable on the rail through tooltips on keyboard focus', async () => {
    render(<Example screen="medium" />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
  });
});
