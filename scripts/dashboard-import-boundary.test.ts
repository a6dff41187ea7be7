// The dashboard's import rules (eslint.config.js, apps/dashboard/README.md): what they reject and let through.
import { describe, expect, it } from 'vitest';
import { lintErrors } from './eslint/lintErrors';

const RULES = ['no-restricted-imports', 'max-lines'];

const boundaryErrors = (code: string, filePath: string) => lintErrors(code, filePath, RULES);

const SRC = 'apps/dashboard/src';
const SHARED = `${SRC}/shared/Bad.ts`;
const SHARED_DEEP = `${SRC}/shared/errors/Bad.ts`;
const FEATURE = `${SRC}/features/settings/Bad.tsx`;
const FEATURE_DEEP = `${SRC}/features/settings/parts/Bad.tsx`;

describe('the dashboard import boundary', () => {
  it.each([
    ["import { LoginPage } from '../features/auth/LoginPage';", SHARED],
    ["import { meQueryOptions } from '../features/settings';", SHARED],
    ["import { Route } from '../routes/__root';", SHARED],
    ["import { createAppRouter } from '../router';", SHARED],
    ["import { projectQueries } from '../../features/projects';", SHARED_DEEP],
    ["export { RouteError } from '../../features/notices/RouteError';", SHARED_DEEP],
    ["import { Route } from '../../routes/_dashboard';", FEATURE],
    ["import { routeTree } from '../../routeTree.gen';", FEATURE],
    ["import { TwoFactorPage } from '../auth/TwoFactorPage';", FEATURE],
    ["import type { OrganizationScope } from '../organization/scope';", FEATURE],
    ["import { projectQueries } from '../../features/projects';", FEATURE],
    ["import { TwoFactorPage } from '../../auth/TwoFactorPage';", FEATURE_DEEP],
    ["import { Route } from '../../../routes/settings';", FEATURE_DEEP],
  ])('rejects %s in %s', async (code, filePath) => {
    expect((await boundaryErrors(code, filePath)).length).toBeGreaterThan(0);
  });

  it.each([
    ["import { ApiError } from '@paydesk/api-client';", SHARED],
    ["import { api } from './api/client';", SHARED],
    ["import { codeMessage } from './errorMessages';", SHARED_DEEP],
    ["import { api } from '../api/client';", SHARED_DEEP],
    ["import { fieldErrors } from '../../shared/errors/fieldErrors';", FEATURE],
    ["import { TWO_FA_CODE_LENGTH } from '../auth';", FEATURE],
    ["import { TWO_FA_CODE_LENGTH } from '../auth/index';", FEATURE],
    ["import { meQueryOptions } from './queries';", FEATURE],
    ["import { meQueryOptions } from '../queries';", FEATURE_DEEP],
    ["import { TWO_FA_CODE_LENGTH } from '../../auth';", FEATURE_DEEP],
    ["import { api } from '../../../shared/api/client';", FEATURE_DEEP],
    // Routes put the pieces together: they import a feature's page and query options directly.
    [
      "import { LoginPage } from '../../../features/auth/LoginPage';",
      `${SRC}/routes/_auth/login/x.tsx`,
    ],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });

  it('says why', async () => {
    expect(
      await boundaryErrors("import { TwoFactorPage } from '../auth/TwoFactorPage';", FEATURE),
    ).toEqual([expect.stringContaining("Another feature's internals")]);
    expect(
      await boundaryErrors("import { LoginPage } from '../features/auth/LoginPage';", SHARED),
    ).toEqual([expect.stringContaining('shared/ is what every feature uses')]);
  });

  it('keeps route files thin', async () => {
    const long = Array.from({ length: 61 }, (_, line) => `export const a${line} = ${line};`);
    expect(await boundaryErrors(long.join('\n'), `${SRC}/routes/long.tsx`)).toEqual([
      expect.stringContaining('Maximum allowed is 60'),
    ]);
  });
});
