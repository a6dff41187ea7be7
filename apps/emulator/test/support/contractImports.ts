import { permissionId, type PermissionName } from '@paydesk/permissions';

export { ApiError, mailbox, main, payoutRequests, pushEvents } from '@paydesk/api-client';

/** Opaque ids of named permissions, for payloads and assertions. */
export const permissionIdsOf = (names: PermissionName[]): string[] =>
  names.map((name) => permissionId(name));
