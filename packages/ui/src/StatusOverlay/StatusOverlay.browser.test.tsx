import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { PaydeskProvider } from '../PaydeskProvider';
import { StatusOverlay } from './StatusOverlay';

afterEach(() => cleanup());

function Example() {
  const [isOpen, setOpen] = useState(false);
  return (
    <PaydeskProvider theme="light" locale="en-US">
      <Button onPress={() => setOpen(true)}>Log out</Button>
      <button type="button" onClick={() => setOpen(false)}>
        Outside
      </button>
      <StatusOverlay isOpen={isOpen} message="Signing out..." />
    </PaydeskProvider>
  );
}

describe('StatusOverlay (real browser)', () => {
  it('holds focus and covers the page so nothing behind it can be used', async () => {
    render(<Example />);
    screen.getByRole('button', { name: 'Log out' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Signing out...' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // The overlay, not the page, receives a pointer at the centre of the screen.
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    expect(dialog.closest('[data-rac]')?.parentElement?.contains(hit)).toBe(true);
    // And the page behind is inert: hidden from assistive technology and unfocusable.
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    expect(outside.closest('[inert]')).not.toBeNull();
  });
});
