import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../theme/themes.css';
import { PaydeskProvider } from './PaydeskProvider';

describe('PaydeskProvider', () => {
  it('applies the chosen theme, the locale and its reading direction', () => {
    render(
      <PaydeskProvider theme="dark" locale="ar-AE">
        <p>content</p>
      </PaydeskProvider>,
    );
    const root = screen.getByText('content').parentElement!;
    expect(root).toHaveClass(darkTheme);
    expect(root).toHaveAttribute('lang', 'ar-AE');
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('defaults to left-to-right for German and honours the light theme', () => {
    render(
      <PaydeskProvider theme="light" locale="de-DE">
        <p>inhalt</p>
      </PaydeskProvider>,
    );
    const root = screen.getByText('inhalt').parentElement!;
    expect(root).toHaveClass(lightTheme);
    expect(root).toHaveAttribute('dir', 'ltr');
  });
});
