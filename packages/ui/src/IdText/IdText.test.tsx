import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdText } from './IdText';

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const id = 'pi_3NqL8y2eZvKYlo2C1a2b3c4d';

describe('IdText', () => {
  it('keeps the whole value in the text and the title', () => {
    const { container } = render(<IdText value={id} copyable={false} />);
    const value = container.querySelector('[data-id-value]');
    expect(value).toHaveTextContent(id, { normalizeWhitespace: false });
    expect(value).toHaveAttribute('title', id);
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('splits the value so the tail stays visible', () => {
    const { container } = render(<IdText value={id} tailLength={4} copyable={false} />);
    const [headPart, tailPart] = container.querySelectorAll('[data-id-value] > span');
    expect(headPart?.textContent).toBe('pi_3NqL8y2eZvKYlo2C1a2b');
    expect(tailPart?.textContent).toBe('3c4d');
  });

  it('copies the full value from a button named after what it is', async () => {
    render(<IdText value={id} label="payment id" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy payment id' }));
    expect(writeText).toHaveBeenCalledWith(id);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('localizes the copy label', () => {
    render(
      <I18nProvider locale="de-DE">
        <IdText value="REF-2026-11-0042" label="Referenz" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Referenz kopieren' })).toBeInTheDocument();
  });

  it('handles values shorter than the tail', () => {
    const { container } = render(<IdText value="42" copyable={false} />);
    expect(container.querySelector('[data-id-value]')).toHaveTextContent('42');
  });
});
