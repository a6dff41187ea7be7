/**
 * Each catalog is built in two parts: the sign-in page fetches only the messages it can show (the boot part), and
 * the build fails when the sign-in page's code holds messages that are not in that part.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOT_MESSAGE_SOURCES,
  isBootMessage,
  signInSourcesOutsideBoot,
} from '../apps/dashboard/build/catalogParts';

const app = '/repo/apps/dashboard';
const chunk = (fileName: string, moduleIds: string[], extra: object = {}) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports: [],
  ...extra,
});

describe('the boot part of a catalog', () => {
  it('holds a message when one of its origins is a boot source', () => {
    expect(isBootMessage([['src/features/auth/LoginPage.tsx', 12]])).toBe(true);
    expect(
      isBootMessage([
        ['src/features/payouts/PayoutsPage.tsx', 3],
        ['src/shared/errors/errorMessages.ts'],
      ]),
    ).toBe(true);
    expect(isBootMessage([['src/features/payouts/PayoutsPage.tsx', 3]])).toBe(false);
    expect(isBootMessage(undefined)).toBe(false);
  });

  it('is a small part of the English catalog', () => {
    const po = readFileSync(
      join(import.meta.dirname, '../apps/dashboard/src/locales/en/messages.po'),
      'utf8',
    );
    const entries = po.split('\n\n').filter((entry) => /^msgid "./m.test(entry));
    const boot = entries.filter((entry) =>
      [...entry.matchAll(/^#: (\S+):\d+/gm)].some(([, file]) => BOOT_MESSAGE_SOURCES.test(file!)),
    );
    expect(boot.length).toBeGreaterThan(0);
    expect(boot.length / entries.length).toBeLessThan(0.15);
  });
});

describe('signInSourcesOutsideBoot', () => {
  const withMessages = new Set([
    'src/features/auth/LoginPage.tsx',
    'src/features/payouts/PayoutsPage.tsx',
  ]);

  it('names a file with messages that the sign-in page loads but the boot part leaves out', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [`${app}/src/main.tsx`], {
        isEntry: true,
        imports: ['assets/shared.js'],
      }),
      'assets/shared.js': chunk('assets/shared.js', [
        `${app}/src/features/payouts/PayoutsPage.tsx`,
      ]),
      'assets/login.js': chunk('assets/login.js', [
        `${app}/src/routes/_auth/login/index.tsx?tsr-split=component`,
        `${app}/src/features/auth/LoginPage.tsx`,
      ]),
    };
    expect(signInSourcesOutsideBoot(bundle, app, withMessages)).toEqual([
      'src/features/payouts/PayoutsPage.tsx',
    ]);
  });

  it('ignores the chunks only other pages load', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [`${app}/src/main.tsx`], { isEntry: true }),
      'assets/payouts.js': chunk('assets/payouts.js', [
        `${app}/src/features/payouts/PayoutsPage.tsx`,
      ]),
    };
    expect(signInSourcesOutsideBoot(bundle, app, withMessages)).toEqual([]);
  });
});
