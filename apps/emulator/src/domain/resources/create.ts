/**
 * New projects and organizations: where they go in the tree, and what makes an organization's name and number
 * valid.
 */
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import type { ErrorObject } from '../errors.js';
import type { ResourceRow } from './lineage.js';

/** Adds a resource under `parentId`, last in the tree's order. */
export async function insertResource(
  ctx: DomainContext,
  type: ResourceRow['type'],
  name: string,
  parentId: string,
  attributes: object,
): Promise<ResourceRow> {
  const id = secureId(type.slice(0, 3));
  const max = await ctx.db.get<{ position: number | null }>(
    'SELECT MAX(position) AS position FROM resources',
  );
  await ctx.db.run(
    'INSERT INTO resources (id, type, parent_id, name, attributes, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      id,
      type,
      parentId,
      name,
      JSON.stringify({ name, ...attributes }),
      (max?.position ?? 0) + 1,
      ctx.clock.now(),
    ],
  );
  return (await ctx.db.get<ResourceRow>('SELECT * FROM resources WHERE id = ?', [id]))!;
}

/**
 * What is wrong with a new organization, field by field: a name of 2 to 100 characters not yet used by the
 * merchant, and a unique 8-digit number. Empty when it may be created.
 */
export async function organizationErrors(
  ctx: DomainContext,
  merchantId: string,
  name: string,
  number: string,
): Promise<ErrorObject[]> {
  const errors: ErrorObject[] = [];
  if (name.length < 2 || name.length > 100) {
    errors.push({
      title: 'Name must be 2 to 100 characters long',
      code: 'invalid',
      source: { pointer: '/data/attributes/name' },
    });
  }
  if (!/^\d{8}$/.test(number)) {
    errors.push({
      title: 'Number must be 8 digits',
      code: 'invalid',
      source: { pointer: '/data/attributes/number' },
    });
  } else {
    const taken = await ctx.db.get(
      "SELECT id FROM resources WHERE type = 'organization' AND json_extract(attributes, '$.number') = ?",
      [number],
    );
    if (taken)
      errors.push({
        title: 'This number is already registered',
        code: 'taken',
        source: { pointer: '/data/attributes/number' },
      });
  }
  if (name.length >= 2) {
    const taken = await ctx.db.get(
      "SELECT id FROM resources WHERE type = 'organization' AND parent_id = ? AND lower(name) = lower(?)",
      [merchantId, name],
    );
    if (taken)
      errors.push({
        title: 'An organization with this name already exists',
        code: 'taken',
        source: { pointer: '/data/attributes/name' },
      });
  }
  return errors;
}
