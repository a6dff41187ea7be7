/** Who may download a file someone else uploaded: it depends on what the file is for. */
import type { Access } from '../access.js';
import type { PaymentFileRow } from './rows.js';
import { readPermissions } from './access.js';

/** `lineage` is the file's resource and its ancestors: the organization once sent, the merchant before. */
export function canReadFile(
  access: Access,
  purpose: PaymentFileRow['purpose'],
  lineage: readonly string[],
): boolean {
  if (purpose === 'evidence')
    return readPermissions.disputes.some((name) => access.can(name, lineage));
  // An export is its creator's alone.
  if (purpose === 'export') return false;
  // An unsent upload is filed under the uploader's merchant (no parent): its uploader's alone.
  if (lineage.length < 2) return false;
  // A sent attachment belongs to someone else's topic: readable where the caller sees every topic
  // (topics.all or topics.supervisor, as in topics/list) and reads messages.
  return (
    access.can('messages.read.1', lineage) &&
    (access.can('topics.all', lineage) || access.can('topics.supervisor', lineage))
  );
}
