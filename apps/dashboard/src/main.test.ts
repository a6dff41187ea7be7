import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';

/** main.tsx's static imports, in order: in the built entry, evaluation follows them, pauses included. */
const imports = [
  ...readFileSync(new URL('./main.tsx', import.meta.url), 'utf8').matchAll(/^import .*'(.+)';$/gm),
].map(([, specifier]) => specifier);

it('evaluates React, ICU, the router and messages libraries, then the app, with a pause between each', () => {
  const at = (specifier: string) => imports.indexOf(specifier);
  const order = [
    'react-dom/client',
    './yieldToBrowser',
    './setUpIntl',
    '@lingui/react',
    '@tanstack/react-router',
    './yieldAfterRouter',
    './router',
  ].map(at);
  expect(order).not.toContain(-1);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

it('pauses for the browser after the router libraries', async () => {
  const pause = vi.spyOn(globalThis, 'setTimeout');
  await import('./yieldAfterRouter');
  expect(pause.mock.calls.some(([, delay]) => delay === 0)).toBe(true);
});
