// What the mailbox area offers other features.
export { AskSupportButton } from './AskSupportButton';
export { readMailbox } from './permissions';
export { pendingTopicsQueryOptions } from './queries';
export { useTopicUpdates } from './useTopicUpdates';
