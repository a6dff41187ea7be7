// What the accounts area offers other features.
export { useLedgerUpdates } from './useLedgerUpdates';
export { accountHref } from './accountHref';
export { readAccounts } from './permissions';
