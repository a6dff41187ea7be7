import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_TIMEOUT_MS, INFO_TOAST_TIMEOUT_MS } from './constants';
import { toast, toastQueue } from './queue';
import { ToastRegion } from './Toast';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (fn: () => string) => act(fn);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.clear());
  // Leave the shared queue un-paused for the next test.
  act(() => toastQueue.resumeAll());
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('is a labelled landmark that shows queued toasts', () => {
    render(<ToastRegion />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    show(() => toast.success('Refund created', { description: 'EUR 12.50 to card •••• 1111' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog', { name: 'Refund created' });
    expect(item).toHaveAccessibleDescription('EUR 12.50 to card •••• 1111');
  });

  it('localizes its own strings', () => {
    render(
      <I18nProvider locale="de-DE">
        <ToastRegion />
      </I18nProvider>,
    );
    show(() => toast.error('Zahlung fehlgeschlagen'));
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveTextContent('Schließen (9)');
  });

  it('announces errors assertively and other tones politely', () => {
    render(<ToastRegion />);
    show(() => toast.error('Payout failed'));
    show(() => toast.info('Report is being prepared'));
    expect(screen.getByRole('alert')).toHaveTextContent('Payout failed');
    expect(screen.getByRole('status')).toHaveTextContent('Report is being prepared');
  });

  it('lists several error titles in one toast', () => {
    render(<ToastRegion />);
    show(() => toast.error(['Amount exceeds the refundable amount', 'Currency does not match']));
    const item = screen.getByRole('alertdialog');
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Amount exceeds the refundable amount', 'Currency does not match']);
    expect(item).toHaveAccessibleName(/Amount exceeds the refundable amount/);
  });
});

describe('error toasts', () => {
  it('close after 9 seconds, counting down on the Close button', () => {
    expect(ERROR_TOAST_TIMEOUT_MS).toBe(9000);
    render(<ToastRegion />);
    show(() => toast.error('Some error occurred. Please try again later'));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent('Close (9)');
    advance(1000);
    expect(close).toHaveTextContent('Close (8)');
    advance(1000);
    expect(close).toHaveTextContent('Close (7)');
    expect(close).toHaveAccessibleName('Close');
    advance(6999);
    expect(close).toHaveTextContent('Close (1)');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('close at once with the Close button', () => {
    const onClose = vi.fn();
    render(<ToastRegion />);
    show(() => toast.error('Payout failed', { onClose }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stay open when clicked elsewhere', () => {
    render(<ToastRegion />);
    show(() => toast.error('Payout failed'));
    fireEvent.click(screen.getByText('Payout failed'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('info notifications', () => {
  it('close after 3 seconds', () => {
    expect(INFO_TOAST_TIMEOUT_MS).toBe(3000);
    render(<ToastRegion />);
    show(() => toast.info('Link copied'));
    advance(2999);
    expect(screen.getByRole('alertdialog', { name: 'Link copied' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('close on click', () => {
    render(<ToastRegion />);
    show(() => toast.info('Link copied'));
    fireEvent.click(screen.getByText('Link copied'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('success toasts behave like info', () => {
    render(<ToastRegion />);
    show(() => toast.success('Saved'));
    advance(INFO_TOAST_TIMEOUT_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('timers pause', () => {
  it('while the region is hovered, and resume after', () => {
    render(<ToastRegion />);
    show(() => toast.error('Payout failed'));
    const region = screen.getByRole('region');
    const close = screen.getByRole('button', { name: 'Close' });
    advance(2000);
    expect(close).toHaveTextContent('Close (7)');

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(60_000);
    expect(close).toHaveTextContent('Close (7)');

    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(1000);
    expect(close).toHaveTextContent('Close (6)');
    advance(6000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('while focus is inside the region, and resume after', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastRegion />
      </>,
    );
    show(() => toast.info('Report is ready'));
    advance(1000);
    act(() => screen.getByRole('alertdialog').focus());
    advance(10_000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(1999);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('actionable toasts', () => {
  it('never close by themselves and run their action', () => {
    const onAction = vi.fn();
    render(<ToastRegion />);
    show(() => toast.error('Export failed', { action: { label: 'Retry', onAction } }));
    advance(10 * 60_000);
    const item = screen.getByRole('alertdialog', { name: 'Export failed' });
    expect(within(item).getByRole('button', { name: 'Close' })).not.toHaveTextContent(/\(/);
    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('info with an action is not closed by a click on its text', () => {
    render(<ToastRegion />);
    show(() =>
      toast.info('New version available', { action: { label: 'Reload', onAction: vi.fn() } }),
    );
    fireEvent.click(screen.getByText('New version available'));
    advance(INFO_TOAST_TIMEOUT_MS * 10);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('the close button', () => {
  it('sits beside the content, after it in reading order', () => {
    render(<ToastRegion />);
    show(() => toast.warning('Report expired'));
    const item = screen.getByRole('alertdialog');
    const content = screen.getByRole('status');
    const close = within(item).getByRole('button', { name: 'Close' });
    expect(content.parentElement).toBe(item);
    expect(close.parentElement?.parentElement).toBe(item);
    expect(content.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('keyboard', () => {
  it('F6 moves focus to the notifications landmark, which pauses the timers', () => {
    render(
      <>
        <button type="button">Refund</button>
        <ToastRegion />
      </>,
    );
    show(() => toast.error('Refund failed'));
    act(() => screen.getByRole('button', { name: 'Refund' }).focus());
    fireEvent.keyDown(document.activeElement as Element, { key: 'F6' });
    act(() => undefined);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
    advance(ERROR_TOAST_TIMEOUT_MS * 2);
    expect(screen.getByRole('alertdialog', { name: 'Refund failed' })).toBeInTheDocument();
  });
});
