import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecretField } from './SecretField';

const secret = 'whsec_9f8a7b6c5d4e3f2a1b0c';

function mockClipboard(writeText = vi.fn(() => Promise.resolve())) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('SecretField', () => {
  it('masks the value, announcing only its last characters', () => {
    render(<SecretField label="Signing secret" value={secret} />);
    const group = screen.getByRole('group', { name: 'Signing secret' });
    expect(group).not.toHaveTextContent(secret);
    expect(group).toHaveTextContent('Hidden, ends with 1b0c');
  });

  it('reveals and hides with a toggle button whose pressed state is exposed', async () => {
    render(<SecretField label="Signing secret" value={secret} />);
    const toggle = screen.getByRole('button', { name: 'Show Signing secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group')).toHaveTextContent(secret);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
      secret,
    );
    await userEvent.click(toggle);
    expect(screen.getByRole('group')).not.toHaveTextContent(secret);
  });

  it('copies the real value while masked and confirms politely', async () => {
    const writeText = mockClipboard();
    const onCopy = vi.fn();
    render(<SecretField label="API key" value={secret} onCopy={onCopy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(onCopy).toHaveBeenCalledWith(secret);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('group')).not.toHaveTextContent(secret);
  });

  it('follows a controlled reveal state', async () => {
    const onRevealChange = vi.fn();
    const { rerender } = render(
      <SecretField
        label="API key"
        value={secret}
        isRevealed={false}
        onRevealChange={onRevealChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(onRevealChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('group')).not.toHaveTextContent(secret);
    rerender(
      <SecretField label="API key" value={secret} isRevealed onRevealChange={onRevealChange} />,
    );
    expect(screen.getByRole('group')).toHaveTextContent(secret);
  });

  it('links its description to the group', () => {
    render(
      <SecretField label="API key" value={secret} description="Shown once. Store it safely." />,
    );
    expect(screen.getByRole('group', { name: 'API key' })).toHaveAccessibleDescription(
      'Shown once. Store it safely.',
    );
  });

  it('localizes its accessible names', () => {
    render(
      <I18nProvider locale="de-DE">
        <SecretField label="Signaturschlüssel" value={secret} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Signaturschlüssel anzeigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signaturschlüssel kopieren' })).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveTextContent('Verborgen, endet mit 1b0c');
  });
});
