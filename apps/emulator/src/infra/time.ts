/** Time units in milliseconds, and the one date format answers use. */
export const SECOND = 1_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** An instant as the contract writes it: ISO 8601 in UTC. */
export const iso = (ms: number) => new Date(ms).toISOString();
