import type { IdentityRow, UserRow } from '../auth/users.js';
import type { ResourceRow } from '../access.js';
import { iso, type ResourceObject } from '../http/document.js';

export function userResource(user: UserRow): ResourceObject {
  return {
    type: 'user',
    id: user.id,
    attributes: { email: user.email, name: user.name, twoFaEnabled: user.totp_secret !== null },
  };
}

export function identityResource(
  identity: IdentityRow & { email?: string; totp_secret?: string | null },
): ResourceObject {
  return {
    type: 'identity',
    id: identity.id,
    attributes: {
      ...JSON.parse(identity.attributes),
      name: identity.name,
      email: identity.email ?? '',
      status: identity.status === 'active' ? 'active' : 'disabled',
      lastLoginAt: identity.last_login_at ? iso(identity.last_login_at) : null,
      twoFaEnabled: identity.totp_secret != null,
    },
    relationships: {
      user: { data: { type: 'user', id: identity.user_id } },
      merchant: { data: { type: 'resource', id: identity.merchant_id } },
    },
  };
}

/** A resource tree node (SPEC §3): attributes.resourceType and relationships.parent.data.id. */
export function resourceNode(row: ResourceRow): ResourceObject {
  const { number, mode } = JSON.parse(row.attributes) as { number?: string; mode?: string };
  return {
    type: 'resource',
    id: row.id,
    attributes: {
      resourceType: row.type,
      name: row.name,
      ...(number !== undefined ? { number } : {}),
      ...(mode !== undefined ? { mode } : {}),
    },
    relationships: {
      parent: { data: row.parent_id ? { type: 'resource', id: row.parent_id } : null },
    },
  };
}

const paymentMethodNames: Record<string, string> = {
  card: 'Card',
  'sepa-direct-debit': 'SEPA Direct Debit',
  'apple-pay': 'Apple Pay',
};

/** The payment method of a channel node, included with resource-tree answers on request. */
export function paymentMethodOf(row: ResourceRow): ResourceObject | null {
  const { paymentMethod, currency } = JSON.parse(row.attributes) as {
    paymentMethod?: string;
    currency?: string;
  };
  if (row.type !== 'channel' || !paymentMethod || !currency) return null;
  return {
    type: 'payment-method',
    id: `${row.id}.pm`,
    attributes: {
      name: paymentMethodNames[paymentMethod] ?? paymentMethod,
      methodType: paymentMethod,
      currency,
    },
    relationships: { resource: { data: { type: 'resource', id: row.id } } },
  };
}

export function projectResource(row: ResourceRow): ResourceObject {
  const attributes = JSON.parse(row.attributes) as {
    mode?: string;
    integration?: string;
    url?: string;
  };
  return {
    type: 'project',
    id: row.id,
    attributes: {
      name: row.name,
      mode: attributes.mode ?? 'live',
      integrationType: attributes.integration ?? 'hosted',
      url: attributes.url ?? null,
      createdAt: iso(row.created_at),
    },
    relationships: { organization: { data: { type: 'resource', id: row.parent_id ?? '' } } },
  };
}

export function organizationResource(row: ResourceRow): ResourceObject {
  const { number } = JSON.parse(row.attributes) as { number?: string };
  return {
    type: 'organization',
    id: row.id,
    attributes: { name: row.name, number: number ?? '' },
    relationships: { merchant: { data: { type: 'resource', id: row.parent_id ?? '' } } },
  };
}
