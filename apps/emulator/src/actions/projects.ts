/** `projects/create` (projects.write on the organization) and `projects/get` (projects.read). */
import { requireSession } from '../domain/access/caller.js';
import { ApiError } from '../domain/errors.js';
import { insertResource } from '../domain/resources/create.js';
import { visibleResource } from '../domain/resources/visibility.js';
import { attributesOf, relationshipId, stringAttribute } from './input.js';
import { projectResource } from './serialize/resources.js';
import type { Area } from './types.js';

const invalid = (title: string, field: string) =>
  new ApiError(422, [{ title, code: 'invalid', source: { pointer: `/data/attributes/${field}` } }]);

export const projectActions: Area = {
  'projects/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const { row: organization } = await visibleResource(
      ctx,
      session,
      relationshipId(payload, 'organization'),
      'projects.write',
      'organization',
    );
    const attributes = attributesOf(payload);
    const name = stringAttribute(payload, 'name', 100).trim();
    const mode = attributes.mode ?? 'sandbox';
    if (mode !== 'live' && mode !== 'sandbox')
      throw invalid('mode must be live or sandbox', 'mode');
    const integration = attributes.integrationType ?? 'hosted';
    if (integration !== 'hosted' && integration !== 'server-to-server')
      throw invalid('Unknown integration type', 'integrationType');
    const url =
      typeof attributes.url === 'string' && attributes.url.length > 0 ? attributes.url : null;
    const row = await insertResource(ctx, 'project', name, organization.id, {
      mode,
      integration,
      url,
    });
    return { data: projectResource(row) };
  },

  'projects/get': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(
      ctx,
      session,
      id ?? attributesOf(payload).resourceId,
      'projects.read',
      'project',
    );
    return { data: projectResource(row) };
  },
};
