/**
 * The two upload actions every uploading area has (`messages/…`, `disputes/…`): allocate a file for `purpose`
 * (its write permission needed somewhere), and delete one not sent yet.
 */
import { requireAnywhere, requireSession } from '../domain/access/caller.js';
import {
  allocateFile,
  deleteUnsentFile,
  uploadPermission,
  type UploadPurpose,
} from '../domain/files/files.js';
import { attributesOf, stringAttribute } from './input.js';
import { empty } from './serialize/document.js';
import { fileResource } from './serialize/files.js';
import type { ActionHandler } from './types.js';

export function uploadActions(purpose: UploadPurpose): {
  allocate: ActionHandler;
  delete: ActionHandler;
} {
  return {
    allocate: async (ctx, caller, { payload }) => {
      const session = requireSession(caller);
      // Until it is sent, an upload belongs to its uploader (filed under their merchant).
      requireAnywhere(session, uploadPermission[purpose]);
      const attributes = attributesOf(payload);
      const file = await allocateFile(ctx, session, purpose, {
        name: stringAttribute(payload, 'name', 255),
        size: attributes.size,
        mimeType: attributes.mimeType,
      });
      return { data: fileResource(file) };
    },
    delete: async (ctx, caller, { payload }) => {
      const session = requireSession(caller);
      await deleteUnsentFile(ctx, session, stringAttribute(payload, 'resourceId'), purpose);
      return empty();
    },
  };
}
