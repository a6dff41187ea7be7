/**
 * The audit trail's URL state: kinds, a period of calendar days, the acting user, the target and a text search,
 * plus the entry open in the side panel. Unknown or malformed values drop out instead of failing the page.
 */
import { auditKinds, auditTargetTypes } from '@paydesk/api-client';
import * as v from 'valibot';
import {
  dayParam,
  optionalParam,
  searchTextParam,
  valuesParam,
} from '../../shared/lists/searchParams';

const idParam = optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(100)));

export const auditSearchSchema = v.object({
  kind: valuesParam(auditKinds),
  from: dayParam,
  to: dayParam,
  actor: idParam,
  targetType: optionalParam(v.picklist(auditTargetTypes)),
  targetId: idParam,
  q: searchTextParam,
  /** The entry shown in the side panel. */
  entry: idParam,
});
export type AuditSearch = v.InferOutput<typeof auditSearchSchema>;
