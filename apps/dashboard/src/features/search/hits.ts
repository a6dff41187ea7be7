/** Where each kind of search hit opens, and the words that name its group and its matched field. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchField, SearchHit, SearchKind } from '@paydesk/api-client';

/** Each kind of hit: the list its detail pages are under, and the words of its group. */
export const hitKinds: Record<SearchKind, { path: string; label: MessageDescriptor }> = {
  transaction: { path: '/transactions', label: msg`Transactions` },
  customer: { path: '/customers', label: msg`Customers` },
  dispute: { path: '/disputes', label: msg`Disputes` },
  payout: { path: '/payouts', label: msg`Payouts` },
  'payment-link': { path: '/payment-links', label: msg`Payment links` },
  'api-key': { path: '/api-keys', label: msg`API keys` },
  'team-member': { path: '/team', label: msg`Team members` },
};

/** The detail page of a hit. */
export const hitHref = ({ attributes }: SearchHit) =>
  `${hitKinds[attributes.kind].path}/${encodeURIComponent(attributes.recordId)}`;

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
