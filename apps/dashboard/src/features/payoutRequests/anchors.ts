/** Where the payout requests page lists the legacy requests: the sidebar's "Earlier payout requests" links here. */
export const LEGACY_PAYOUT_REQUESTS_ANCHOR = 'legacy-payout-requests';
