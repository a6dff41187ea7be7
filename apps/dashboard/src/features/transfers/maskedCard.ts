/** A transfer's card as it is shown: brand and last 4, never more (the provider keeps only BIN and last 4). */
import type { Card } from '@paydesk/api-client';
import { cardBrandNames } from '../transactions';

export const maskedCardText = (card: Card | null) =>
  card ? `${cardBrandNames[card.brand]} •••• ${card.last4}` : '—';
