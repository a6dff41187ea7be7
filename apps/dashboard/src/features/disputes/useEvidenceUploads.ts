import { DISPUTE_EVIDENCE_MAX_FILES, payments } from '@paydesk/api-client';
import { useAttachmentUploads, type AttachmentRules } from '../uploads';

/** Evidence files: any type the provider takes, uploaded as chosen, deleted on the provider when removed. */
const evidenceAttachments: AttachmentRules = {
  allocate: payments.actions['disputes/allocateAttachment'],
  remove: payments.actions['disputes/deleteAttachment'],
  maxFiles: DISPUTE_EVIDENCE_MAX_FILES,
};

export const useEvidenceUploads = () => useAttachmentUploads(evidenceAttachments);
