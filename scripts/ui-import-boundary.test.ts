// The lint rule that keeps @paydesk/ui on its own (eslint.config.js): what it rejects and what it lets through.
import { describe, expect, it } from 'vitest';
import { lintErrors } from './eslint/lintErrors';

const boundaryErrors = (code: string, filePath: string) => lintErrors(code, filePath);

const COMPONENT = 'packages/ui/src/Fixture/Bad.tsx';

describe('the @paydesk/ui import boundary', () => {
  it.each([
    ["import { createClient } from '@paydesk/api-client';", COMPONENT],
    ["import type { Transaction } from '@paydesk/api-client/contract';", COMPONENT],
    ["import { can } from '@paydesk/permissions';", COMPONENT],
    ["import { App } from '@paydesk/dashboard';", COMPONENT],
    ["import { startEmulator } from '@paydesk/emulator';", COMPONENT],
    ["export { formatAmount } from '@paydesk/api-client';", COMPONENT],
    ["import { money } from '../../../../apps/dashboard/src/money';", COMPONENT],
    ["import { errors } from '../../../api-client/src/errors';", COMPONENT],
    ["import { chromium } from '../../scripts/chromium';", 'packages/ui/vite.config.ts'],
    ["import { x } from '../../../../x';", 'packages/ui/src/A/B/Deep.tsx'],
    ["import { createClient } from '@paydesk/api-client';", 'packages/ui/scripts/bench.mjs'],
  ])('rejects %s in %s', async (code, filePath) => {
    expect((await boundaryErrors(code, filePath)).length).toBeGreaterThan(0);
  });

  it.each([
    ["import { Button } from '../Button';", COMPONENT],
    ["import { vars } from '../theme/vars.css';", COMPONENT],
    ["import pkg from '../../package.json';", COMPONENT],
    ["import { useTable } from '@tanstack/react-table';", COMPONENT],
    ["import { vars } from '@paydesk/ui/theme';", COMPONENT],
    ["import { cell } from '../../../DataTable/DataTable.css';", 'packages/ui/src/A/B/Deep.tsx'],
    // The bench shares the repository's Chromium options; it is tooling, not published code.
    [
      "import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';",
      'packages/ui/scripts/bench.mjs',
    ],
    // The rule belongs to the design system: the dashboard uses the API client.
    ["import { createClient } from '@paydesk/api-client';", 'apps/dashboard/src/Fixture.tsx'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });

  it('says why', async () => {
    expect(await boundaryErrors("import { can } from '@paydesk/permissions';", COMPONENT)).toEqual([
      expect.stringContaining('The design system does not depend on'),
    ]);
  });
});
