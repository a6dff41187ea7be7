/** Where each kind of search hit opens, and the words that name its group and its matched field. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchField, SearchHit, SearchKind } from '@paydesk/api-client';

/** The detail page of a hit. */
export function hitHref(hit: SearchHit): string {
  const id = encodeURIComponent(hit.attributes.recordId);
  const base: Record<SearchKind, string> = {
    transaction: '/transactions',
    customer: '/customers',
    dispute: '/disputes',
    payout: '/payouts',
    'payment-link': '/payment-links',
    'api-key': '/api-keys',
    'team-member': '/team',
  };
  return `${base[hit.attributes.kind]}/${id}`;
}

export const kindLabels: Record<SearchKind, MessageDescriptor> = {
  transaction: msg`Transactions`,
  customer: msg`Customers`,
  dispute: msg`Disputes`,
  payout: msg`Payouts`,
  'payment-link': msg`Payment links`,
  'api-key': msg`API keys`,
  'team-member': msg`Team members`,
};

export const fieldLabels: Record<SearchField, MessageDescriptor> = {
  id: msg`ID`,
  reference: msg`Reference`,
  cardLast4: msg`Card last 4`,
  email: msg`Email`,
  name: msg`Name`,
  description: msg`Description`,
  transaction: msg`Transaction`,
  prefix: msg`Key prefix`,
};
