/**
 * The language a customer reads, from the organization's customer record (`details.language`, such as `de-DE`):
 * the customer emails use it to pick the organization's matching language.
 */
import type { Database } from '../../infra/db/database.js';

const languageIn = (details: string | null | undefined): string | null => {
  try {
    const language = (JSON.parse(details ?? '{}') as { language?: unknown }).language;
    return typeof language === 'string' && language ? language : null;
  } catch {
    return null;
  }
};

export async function customerLanguageById(
  db: Database,
  customerId: string,
): Promise<string | null> {
  const row = await db.get<{ details: string }>('SELECT details FROM customers WHERE id = ?', [
    customerId,
  ]);
  return languageIn(row?.details);
}

/** The language of the organization's customer with this email (a payment link names its customer by email). */
export async function customerLanguageByEmail(
  db: Database,
  organizationId: string,
  email: string | null,
): Promise<string | null> {
  if (!email) return null;
  const row = await db.get<{ details: string }>(
    'SELECT details FROM customers WHERE organization_id = ? AND lower(email) = lower(?) ORDER BY created_at LIMIT 1',
    [organizationId, email.trim()],
  );
  return languageIn(row?.details);
}
