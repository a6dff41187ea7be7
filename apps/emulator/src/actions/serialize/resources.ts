/** The resource tree, projects and organizations as answers show them. */
import { iso } from '../../infra/time.js';
import type { ResourceRow } from '../../domain/resources/lineage.js';
import type { ResourceObject } from './document.js';

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

/** The project page's project: its attributes plus its channels and the counts of its keys and endpoints. */
export function projectDetailsResource({
  project,
  channels,
  apiKeyCount,
  webhookEndpointCount,
}: {
  project: ResourceRow;
  channels: readonly ResourceRow[];
  apiKeyCount: number;
  webhookEndpointCount: number;
}) {
  const base = projectResource(project);
  return {
    ...base,
    type: 'project-details',
    attributes: {
      ...base.attributes,
      apiKeyCount,
      webhookEndpointCount,
      channels: channels.map((channel) => ({
        id: channel.id,
        name: channel.name,
        currency: (JSON.parse(channel.attributes) as { currency: string }).currency,
      })),
    },
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
