/** Every action area with its handlers; the contract of `@paydesk/api-client` must declare exactly these. */
import { allActions } from '@paydesk/api-client';
import { allowedIpListsArea } from './allowedIpLists.js';
import { antifraudActions } from './antifraud.js';
import { apiKeyActions } from './apiKeys.js';
import { auditActions } from './audit.js';
import { bulkRefundActions } from './bulkRefunds.js';
import { mailboxArea } from './mailbox.js';
import { mainArea } from './main.js';
import { moneyArea } from './money.js';
import { paymentLinkActions } from './paymentLinks.js';
import { payoutRequestsArea } from './payoutRequests.js';
import { paymentsArea } from './payments.js';
import { reportScheduleActions } from './reportSchedules.js';
import { reportActions } from './reports.js';
import { savedViewActions } from './savedViews.js';
import { searchActions } from './search.js';
import { subscriptionsArea } from './subscriptions.js';
import { teamActions } from './team.js';
import { transferActions } from './transfers.js';
import { translationActions } from './translations.js';
import { webhookEndpointActions } from './webhookEndpoints.js';
import type { Area } from './types.js';

export const areas: Record<string, Area> = {
  main: mainArea,
  mailbox: mailboxArea,
  'payout-requests': payoutRequestsArea,
  payments: { ...paymentsArea, ...bulkRefundActions },
  money: moneyArea,
  reports: { ...reportActions, ...reportScheduleActions },
  'payment-links': paymentLinkActions,
  subscriptions: subscriptionsArea,
  transfers: transferActions,
  'allowed-ip-lists': allowedIpListsArea,
  'api-keys': apiKeyActions,
  'webhook-endpoints': webhookEndpointActions,
  team: teamActions,
  translations: translationActions,
  antifraud: antifraudActions,
  audit: auditActions,
  search: searchActions,
  'saved-views': savedViewActions,
};

/** Stops start-up when handlers and the contract differ: every declared action has a handler, and nothing else. */
export function checkCoverage(implemented: Record<string, Area>): void {
  const declared = new Set(allActions().map((action) => `${action.area}:${action.name}`));
  const handled = new Set(
    Object.entries(implemented).flatMap(([area, handlers]) =>
      Object.keys(handlers).map((name) => `${area}:${name}`),
    ),
  );
  const missing = [...declared].filter((key) => !handled.has(key));
  const extra = [...handled].filter((key) => !declared.has(key));
  if (missing.length || extra.length) {
    throw new Error(
      `Emulator actions out of step with the contract. Missing: ${missing.join(', ') || 'none'}; undeclared: ${extra.join(', ') || 'none'}`,
    );
  }
}
