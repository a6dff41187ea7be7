import type { Settlement } from '@paydesk/api-client';

/**
 * The provider's day a settlement settles (`2026-11-21`): settlements are made per UTC day, so the day is named as
 * the provider names it, not shifted into the user's zone (its instants are shown beside it where it matters).
 */
export const settlementDay = (settlement: Settlement) =>
  settlement.attributes.periodStart.slice(0, 10);
