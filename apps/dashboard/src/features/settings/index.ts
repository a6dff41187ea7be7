// What the settings area offers other features.
export { meQueryOptions } from './queries';
export { SessionsCard } from './SessionsCard';
