/** Processor result codes (ISO 8583 style) besides the decline codes. */
export const APPROVED = '0000';
export const PARTIALLY_APPROVED = '0010';
export const IN_PROGRESS = '0001';
