/**
 * The main area (`POST /api/main`): users and 2FA, identities, login sessions, the resource tree, projects and
 * organizations.
 */
import { accessTokenActions } from './accessTokens.js';
import { identityActions } from './identities.js';
import { organizationActions } from './organizations.js';
import { projectActions } from './projects.js';
import { resourceActions } from './resources.js';
import type { Area } from './types.js';
import { userActions } from './users.js';

export const mainArea: Area = {
  ...userActions,
  ...resourceActions,
  ...identityActions,
  ...accessTokenActions,
  ...projectActions,
  ...organizationActions,
};
