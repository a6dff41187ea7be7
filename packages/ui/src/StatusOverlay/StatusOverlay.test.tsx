import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusOverlay } from './StatusOverlay';

describe('StatusOverlay', () => {
  it('renders nothing while closed', () => {
    render(<StatusOverlay isOpen={false} message="Signing out..." />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its message, with a spinner and a live message', () => {
    render(<StatusOverlay isOpen message="Signing out..." />);
    const dialog = screen.getByRole('dialog', { name: 'Signing out...' });
    expect(dialog).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('progressbar', { name: 'Signing out...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing out...');
  });

  it('hides and blocks the page and cannot be dismissed', async () => {
    const onPress = vi.fn();
    render(
      <>
        <button type="button" onClick={onPress}>
          Refund
        </button>
        <StatusOverlay isOpen message="Signing out..." />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
