// What the disputes area offers other features.
export { useDisputeReminders } from './useDisputeReminders';
