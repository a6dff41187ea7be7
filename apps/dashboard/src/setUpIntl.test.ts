import { expect, it, vi } from 'vitest';

it('makes the first Intl call, then pauses for the browser before the app modules evaluate', async () => {
  const format = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
  const pause = vi.spyOn(globalThis, 'setTimeout');
  await import('./setUpIntl');
  expect(format).toHaveBeenCalledTimes(1);
  const pauseCall = pause.mock.calls.findIndex(([, delay]) => delay === 0);
  expect(pauseCall).toBeGreaterThanOrEqual(0);
  expect(format.mock.invocationCallOrder[0]).toBeLessThan(
    pause.mock.invocationCallOrder[pauseCall]!,
  );
});
