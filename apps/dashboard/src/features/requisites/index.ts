// What the payout methods area offers other features.
export { payoutMethodQueries } from './queries';
export { maskedDetails } from './maskedDetails';
