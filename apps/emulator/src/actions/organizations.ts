/** `organizations/create`: organizations.write on the merchant; per-field errors on name and number. */
import { requireSession } from '../domain/access/caller.js';
import { ApiError } from '../domain/errors.js';
import { insertResource, organizationErrors } from '../domain/resources/create.js';
import { visibleResource } from '../domain/resources/visibility.js';
import { attributesOf, relationshipId } from './input.js';
import { organizationResource } from './serialize/resources.js';
import type { Area } from './types.js';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const organizationActions: Area = {
  'organizations/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const merchantId = relationshipId(payload, 'merchant') ?? session.identity.merchant_id;
    const { row: merchant } = await visibleResource(
      ctx,
      session,
      merchantId,
      'organizations.write',
      'merchant',
    );
    const attributes = attributesOf(payload);
    const name = trimmed(attributes.name);
    const number = trimmed(attributes.number);
    const errors = await organizationErrors(ctx, merchant.id, name, number);
    if (errors.length > 0) throw new ApiError(422, errors);
    const row = await insertResource(ctx, 'organization', name, merchant.id, { number });
    return { data: organizationResource(row) };
  },
};
