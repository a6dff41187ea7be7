import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Banner, InlineAlert } from './Banner';

describe('InlineAlert', () => {
  it('is a polite status for info, success and warning', () => {
    render(<InlineAlert tone="warning" title="Report expired" />);
    expect(screen.getByRole('status')).toHaveTextContent('Warning: Report expired');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an alert for danger, with the tone spoken before the title', () => {
    render(
      <InlineAlert tone="danger" title="Refund failed">
        Amount exceeds the refundable amount.
      </InlineAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Refund failed');
    expect(alert).toHaveTextContent('Amount exceeds the refundable amount.');
  });

  it('can opt out of being announced', () => {
    render(<InlineAlert tone="danger" role="none" title="Blocked" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
  });

  it('offers an action and a dismiss button', async () => {
    const onDismiss = vi.fn();
    const onReload = vi.fn();
    render(
      <InlineAlert
        title="New version"
        onDismiss={onDismiss}
        action={<Button onPress={onReload}>Reload</Button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('has no dismiss button unless it can be dismissed', () => {
    render(<Banner title="Reconnecting..." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });
});
