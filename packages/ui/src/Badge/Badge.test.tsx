import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its label', () => {
    render(<Badge tone="success">Live</Badge>);
    expect(screen.getByText('Live')).toBeVisible();
  });

  it('formats its count for the locale, after the label', () => {
    render(
      <I18nProvider locale="de-DE">
        <Badge data-testid="badge" count={12045}>
          Offen
        </Badge>
      </I18nProvider>,
    );
    expect(screen.getByTestId('badge')).toHaveTextContent('Offen 12.045');
  });

  it('may be a count alone', () => {
    render(<Badge data-testid="badge" count={3} tone="accent" />);
    expect(screen.getByTestId('badge')).toHaveTextContent(/^3$/);
  });

  it('gives each tone its own class', () => {
    render(
      <>
        <Badge tone="danger">A</Badge>
        <Badge tone="success">B</Badge>
      </>,
    );
    expect(screen.getByText('A').parentElement?.className).not.toBe(
      screen.getByText('B').parentElement?.className,
    );
  });
});
