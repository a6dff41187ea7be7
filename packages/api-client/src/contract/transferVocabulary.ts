/**
 * The transfers area's words: a transfer's statuses, the description's limit, the list's filter fields and what
 * each action needs. Named apart from the schemas in `transfers.ts`, so an app that reads them (the list's URL, a
 * permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { TransactionStatus } from './paymentVocabulary.js';
import type { transfers } from './transfers.js';

/** The statuses a transfer can be in: sent, on its way, refused by the card's bank, or reversed. */
export const transferStatuses = [
  'pending',
  'successful',
  'failed',
  'cancelled',
] as const satisfies readonly TransactionStatus[];
export type TransferStatus = (typeof transferStatuses)[number];

/** A description goes to the card holder's statement and the transfer's details. */
export const TRANSFER_DESCRIPTION_MAX_LENGTH = 255;

/**
 * Filter fields of `transfers/list`: `status` (`=`/`in`), `createdAt` (`>=`/`<`), `search` (`=` an id or reference,
 * `like` a reference prefix), `cardLast4` (`=`), `projectId` (`=`). Newest first unless sorted otherwise.
 */
export const transferFilterFields = [
  'status',
  'createdAt',
  'search',
  'cardLast4',
  'projectId',
] as const;

/** What each transfers action needs on its project or organization (all of them; SPEC §6). */
export const transferPermissions = {
  'transfers/create': ['transfer.write'],
  'transfers/list': ['transactions.read.1'],
  'transfers/get': ['transactions.read.1'],
} as const satisfies Record<keyof typeof transfers.actions, readonly PermissionName[]>;
