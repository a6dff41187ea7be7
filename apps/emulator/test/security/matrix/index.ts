/**
 * The matrix's calls: every declared action (several for actions whose rule depends on whose thing it is) and the
 * plain HTTP routes, aimed at Acme Retail's real rows. The closing calls run last: they change the caller's own
 * sessions, password and 2FA, and sign out.
 */
import { allowedIpListCases } from './allowedIpListCases.js';
import { antifraudCases } from './antifraudCases.js';
import { apiKeyCases } from './apiKeyCases.js';
import { auditCases } from './auditCases.js';
import { bulkRefundCases } from './bulkRefundCases.js';
import type { MatrixCase } from './case.js';
import { closingCases } from './closingCases.js';
import { mailboxCases } from './mailboxCases.js';
import { mainCases } from './mainCases.js';
import { moneyCases } from './moneyCases.js';
import { reportCases } from './reportCases.js';
import { paymentCases } from './paymentCases.js';
import { paymentLinkCases } from './paymentLinkCases.js';
import { routeCases } from './routeCases.js';
import { savedViewCases } from './savedViewCases.js';
import { searchCases } from './searchCases.js';
import { subscriptionCases } from './subscriptionCases.js';
import { teamCases } from './teamCases.js';
import { transferCases } from './transferCases.js';
import { translationCases } from './translationCases.js';
import { webhookCases } from './webhookCases.js';

export type { MatrixCase } from './case.js';

export const matrixCases: readonly MatrixCase[] = [
  ...mainCases,
  ...mailboxCases,
  ...paymentCases,
  ...bulkRefundCases,
  ...moneyCases,
  ...reportCases,
  ...paymentLinkCases,
  ...subscriptionCases,
  ...transferCases,
  ...allowedIpListCases,
  ...apiKeyCases,
  ...webhookCases,
  ...teamCases,
  ...translationCases,
  ...antifraudCases,
  ...auditCases,
  ...searchCases,
  ...savedViewCases,
  ...routeCases,
  ...closingCases,
];
