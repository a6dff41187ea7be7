/** What billing reads of a customer: saved cards and where invoices and reminders go. */
import type { Database } from '../../infra/db/database.js';

export interface SavedToken {
  id: string;
  payMethod: string;
  cardBrand: string | null;
  last4: string | null;
  expiry: string | null;
}

export interface BillingCustomer {
  id: string;
  organizationId: string;
  name: string;
  email: string;
  phone: string | null;
  savedTokens: SavedToken[];
}

export async function billingCustomer(
  db: Database,
  id: string | undefined,
): Promise<BillingCustomer | undefined> {
  if (!id) return undefined;
  const row = await db.get<{
    id: string;
    organization_id: string;
    name: string;
    email: string;
    details: string;
  }>('SELECT id, organization_id, name, email, details FROM customers WHERE id = ?', [id]);
  if (!row) return undefined;
  const details = JSON.parse(row.details) as {
    phone?: string | null;
    billingEmail?: string | null;
    billingPhone?: string | null;
    contactPhone?: string | null;
    savedTokens?: SavedToken[];
  };
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    email: details.billingEmail ?? row.email,
    phone: details.billingPhone ?? details.phone ?? details.contactPhone ?? null,
    savedTokens: details.savedTokens ?? [],
  };
}

/** How a saved card is shown: `Visa •••• 4242`. */
export const tokenLabel = (token: SavedToken) =>
  token.cardBrand && token.last4
    ? `${token.cardBrand[0]!.toUpperCase()}${token.cardBrand.slice(1)} •••• ${token.last4}`
    : `${token.payMethod} ${token.id}`;
