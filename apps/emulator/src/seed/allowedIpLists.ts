/**
 * A demo allowed IP list of Acme Retail (documentation ranges of RFC 5737 and RFC 3849, so nothing real), written on
 * every seed with a fixed id so API keys of the demo data can name it.
 */
import type { Database } from '../infra/db/database.js';
import { DAY } from '../infra/time.js';
import { insertAllowedIpList } from '../domain/allowedIpLists/store.js';

export const DEMO_ALLOWED_IP_LIST = {
  id: 'ipl_demo_office',
  name: 'Office network',
  entries: ['203.0.113.0/24', '2001:db8:10::/48'],
} as const;

export async function seedAllowedIpLists(db: Database, retail: string, now: number): Promise<void> {
  const created = now - 30 * DAY;
  const insert = insertAllowedIpList({
    id: DEMO_ALLOWED_IP_LIST.id,
    organization_id: retail,
    name: DEMO_ALLOWED_IP_LIST.name,
    entries: JSON.stringify(DEMO_ALLOWED_IP_LIST.entries),
    created_at: created,
    updated_at: created,
  });
  await db.batch([{ sql: 'DELETE FROM allowed_ip_lists', args: [] }, insert]);
}
