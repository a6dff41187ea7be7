import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

// react-aria is patched (patches/react-aria@*.patch) to read the browser's locale only when a component needs it:
// reading it calls Intl.DateTimeFormat.supportedLocalesOf, which loads the date-time data on the app's first page.
afterEach(() => vi.restoreAllMocks());

it('reads no browser locale when the provider is given one, and does when it is not', async () => {
  const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  vi.resetModules();
  const [{ PaydeskProvider }, { useLocale }] = await Promise.all([
    import('./PaydeskProvider'),
    import('react-aria-components'),
  ]);
  const Shown = () => <p>{useLocale().locale}</p>;

  const { unmount } = render(
    <PaydeskProvider locale="de-DE">
      <Shown />
    </PaydeskProvider>,
  );
  expect(screen.getAllByText('de-DE').length).toBeGreaterThan(0);
  expect(supportedLocalesOf).not.toHaveBeenCalled();
  unmount();

  render(<Shown />);
  expect(supportedLocalesOf).toHaveBeenCalled();
});
