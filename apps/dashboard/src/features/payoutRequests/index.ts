// What the payout requests area offers other features.
export { useLegacyPayoutRequests } from './useLegacyPayoutRequests';
export { LEGACY_PAYOUT_REQUESTS_ANCHOR } from './anchors';
