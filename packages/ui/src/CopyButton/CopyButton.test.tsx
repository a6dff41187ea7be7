import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { COPY_FEEDBACK_MS } from './useCopy';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  it('copies the exact text and announces it in a live region', async () => {
    const onCopy = vi.fn();
    render(<CopyButton text="tr_8F2k19aQ" aria-label="Copy transaction id" onCopy={onCopy} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Copy transaction id' }));
    expect(writeText).toHaveBeenCalledWith('tr_8F2k19aQ');
    expect(onCopy).toHaveBeenCalledWith('tr_8F2k19aQ');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button')).toHaveAttribute('data-copy-state', 'copied');
  });

  it('resets after the feedback time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CopyButton text="abc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button')).toHaveAttribute('data-copy-state', 'idle');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const onCopy = vi.fn();
    render(<CopyButton text="abc" onCopy={onCopy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('speaks the user language', async () => {
    render(
      <I18nProvider locale="de-DE">
        <CopyButton text="abc" />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kopiert');
  });

  it('copies with the keyboard', async () => {
    render(<CopyButton text="ref-001" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('ref-001');
  });
});
