/** The page of one account (its entries). */
export const accountHref = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;
