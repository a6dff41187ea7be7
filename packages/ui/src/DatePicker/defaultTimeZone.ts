/**
 * SPEC §9 "Default timezone: UTC". A module of its own, so an app reading the default (e.g. for its stored
 * preferences) does not pull the date library into its entry chunk.
 */
export const DEFAULT_TIME_ZONE = 'UTC';
