/** Who may download a file someone else uploaded: it depends on what the file is for. */
import type { Access } from '../access.js';
import type { PaymentFileRow } from './rows.js';
import { readPermissions } from './access.js';

export function canReadFile(
  access: Access,
  purpose: PaymentFileRow['purpose'],
  lineage: readonly string[],
): boolean {
  if (purpose === 'evidence')
    return readPermissions.disputes.some((name) => access.can(name, lineage));
  // An export is its creator's alone.
  if (purpose === 'export') return false;
  return access.can('messages.read.1', lineage);
}
