// What the settings area offers other features.
export { meQueryOptions } from './queries';
export { QrCode } from './QrCode';
export { SessionsCard } from './SessionsCard';
