import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with the value text', () => {
    render(<ProgressBar label="Uploading dispute evidence" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading dispute evidence' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(bar).toHaveTextContent('42%');
  });

  it('supports a custom range and value format', () => {
    render(
      <ProgressBar
        label="Refunds processed"
        minValue={0}
        maxValue={200}
        value={50}
        valueLabel="50 of 200"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Refunds processed' });
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '50 of 200');
  });

  it('formats the value for the locale', () => {
    render(
      <I18nProvider locale="de-DE">
        <ProgressBar label="Export" value={7} />
      </I18nProvider>,
    );
    // German puts a no-break space before the percent sign.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('7\u00a0%');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar aria-label="Preparing report" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing report' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveTextContent('%');
  });
});
