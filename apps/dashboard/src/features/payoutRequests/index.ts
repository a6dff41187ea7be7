// What the payout requests area offers other features.
export { useLegacyPayoutRequests } from './useLegacyPayoutRequests';
