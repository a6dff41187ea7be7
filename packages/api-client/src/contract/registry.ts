/**
 * Every declared area. Adding an area is one new file calling `defineArea` plus one line here.
 */
import type { AnyAction, Area } from './action.js';
import { allowedIpLists } from './allowedIpLists.js';
import { antifraud } from './antifraud.js';
import { apiKeys } from './apiKeys.js';
import { audit } from './audit.js';
import { mailbox } from './mailbox.js';
import { main } from './main.js';
import { money } from './money.js';
import { paymentLinks } from './paymentLinks.js';
import { payments } from './payments.js';
import { payoutRequests } from './payoutRequests.js';
import { reports } from './reports.js';
import { savedViews } from './savedViews.js';
import { search } from './search.js';
import { subscriptions } from './subscriptions.js';
import { team } from './team.js';
import { transfers } from './transfers.js';
import { translations } from './translations.js';
import { webhookEndpoints } from './webhookEndpoints.js';

/** Every declared area, by its path segment (`POST /api/{area}`). */
export const areas = {
  [main.name]: main,
  [mailbox.name]: mailbox,
  [payoutRequests.name]: payoutRequests,
  [payments.name]: payments,
  [money.name]: money,
  [reports.name]: reports,
  [paymentLinks.name]: paymentLinks,
  [subscriptions.name]: subscriptions,
  [transfers.name]: transfers,
  [allowedIpLists.name]: allowedIpLists,
  [apiKeys.name]: apiKeys,
  [webhookEndpoints.name]: webhookEndpoints,
  [team.name]: team,
  [translations.name]: translations,
  [antifraud.name]: antifraud,
  [audit.name]: audit,
  [search.name]: search,
  [savedViews.name]: savedViews,
} as const satisfies Record<string, Area>;
export type AreaName = keyof typeof areas;

/** The declared action `name` of `area`, or `undefined` (the emulator answers 404 for it). */
export function findAction(area: string, name: string): AnyAction | undefined {
  // Own properties only: `constructor`, `__proto__` or `toString` must not reach Object.prototype.
  if (!Object.hasOwn(areas, area)) return undefined;
  const actions = (areas as Record<string, Area>)[area]!.actions as Record<string, AnyAction>;
  return Object.hasOwn(actions, name) ? actions[name] : undefined;
}

/** Every declared action, for listings and contract tests. */
export function allActions(): AnyAction[] {
  return Object.values(areas).flatMap((area) =>
    Object.values(area.actions as Record<string, AnyAction>),
  );
}
