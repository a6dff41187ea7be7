/**
 * Who uploads payment link downloads (SPEC §6): payment-links.write on the organization, or all of the payment
 * link permissions. An upload's bytes are its uploader's to send; another organization's upload is "not found".
 */
import { UPLOAD_LINK_PERMISSIONS, UPLOAD_WRITE_PERMISSION } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import type { UploadRow } from './store.js';

export const mayUpload = (caller: SessionCaller, lineage: readonly string[]) =>
  caller.access.can(UPLOAD_WRITE_PERMISSION, lineage) ||
  UPLOAD_LINK_PERMISSIONS.every((name) => caller.access.can(name, lineage));

/** The organization an upload is announced for, checked. */
export async function uploadScope(
  ctx: DomainContext,
  caller: SessionCaller,
  organizationId: string,
): Promise<string> {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    organizationId,
    undefined,
    'organization',
  );
  if (!mayUpload(caller, lineage)) throw forbidden();
  return row.id;
}

/** An upload read or written by id: the organization still visible and writable, and the caller its uploader. */
export async function ownUpload(
  ctx: DomainContext,
  caller: SessionCaller,
  row: UploadRow | undefined,
): Promise<UploadRow> {
  if (!row) throw notFound();
  const lineage = (await lineageOf(ctx.db, row.organization_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage)) throw notFound();
  if (!mayUpload(caller, lineage) || row.identity_id !== caller.identity.id) throw forbidden();
  return row;
}
