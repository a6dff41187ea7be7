// What the mailbox area offers other features.
export { pendingTopicsQueryOptions } from './queries';
