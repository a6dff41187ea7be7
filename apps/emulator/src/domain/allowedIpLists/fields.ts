/**
 * The checks of a list's name and entries, each refusal on its `/data/attributes/…` pointer, every wrong field (and
 * every bad entry) in one 422.
 */
import {
  ALLOWED_IP_LIST_ERRORS,
  allowedIpListErrorCodes,
  isIpRange,
  MAX_ALLOWED_IP_LIST_ENTRIES,
  MAX_ALLOWED_IP_LIST_NAME,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { ApiError, type ErrorObject } from '../errors.js';

type ErrorKey = keyof typeof ALLOWED_IP_LIST_ERRORS;

/** How much of a bad entry is echoed back (an entry is an address, so anything longer is not one anyway). */
const ECHO_LENGTH = 64;

const refusal = (field: string, key: ErrorKey, extra: Partial<ErrorObject> = {}): ErrorObject => ({
  title: ALLOWED_IP_LIST_ERRORS[key],
  code: allowedIpListErrorCodes[key],
  source: { pointer: `/data/attributes/${field}` },
  ...extra,
});

export const nameTaken = () => new ApiError(422, [refusal('name', 'nameTaken')]);

/** Whether another list of the organization has this name (whatever its case). */
async function nameInUse(db: Database, organizationId: string, name: string, except?: string) {
  const rows = await db.all<{ id: string; name: string }>(
    'SELECT id, name FROM allowed_ip_lists WHERE organization_id = ?',
    [organizationId],
  );
  const wanted = name.toLocaleLowerCase('en');
  return rows.some((row) => row.id !== except && row.name.toLocaleLowerCase('en') === wanted);
}

/**
 * The entries as kept: trimmed, blank ones dropped, repeats kept once (in the order sent). A bad entry is refused
 * at `entries` with the entry as `detail` and its position in the list sent as `meta.index`, so a form can mark
 * the line.
 */
function checkedEntries(sent: unknown, errors: ErrorObject[]): string[] {
  const raw = Array.isArray(sent) ? sent : [];
  // Too many to be a list at all: refused before reading them one by one.
  if (raw.length > MAX_ALLOWED_IP_LIST_ENTRIES * 10) {
    errors.push(refusal('entries', 'tooManyEntries'));
    return [];
  }
  const kept: string[] = [];
  raw.forEach((entry, index) => {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (text === '') return;
    if (!isIpRange(text)) {
      errors.push(
        refusal('entries', 'invalidEntry', {
          detail: text.slice(0, ECHO_LENGTH),
          meta: { index, entry: text.slice(0, ECHO_LENGTH) },
        }),
      );
    } else if (!kept.includes(text)) {
      kept.push(text);
    }
  });
  const invalid = errors.some((error) => error.code === allowedIpListErrorCodes.invalidEntry);
  if (!invalid && kept.length === 0) errors.push(refusal('entries', 'entriesRequired'));
  if (kept.length > MAX_ALLOWED_IP_LIST_ENTRIES) errors.push(refusal('entries', 'tooManyEntries'));
  return kept;
}

/** The name and entries as sent, checked; `except` is the list being changed (its own name is no clash). */
export async function checkedList(
  db: Database,
  organizationId: string,
  attributes: Record<string, unknown>,
  except?: string,
): Promise<{ name: string; entries: string[] }> {
  const errors: ErrorObject[] = [];
  const name = typeof attributes.name === 'string' ? attributes.name.trim() : '';
  if (name === '') errors.push(refusal('name', 'required'));
  else if (name.length > MAX_ALLOWED_IP_LIST_NAME) errors.push(refusal('name', 'nameTooLong'));
  else if (await nameInUse(db, organizationId, name, except)) {
    errors.push(refusal('name', 'nameTaken'));
  }
  const entries = checkedEntries(attributes.entries, errors);
  if (errors.length > 0) throw new ApiError(422, errors);
  return { name, entries };
}
