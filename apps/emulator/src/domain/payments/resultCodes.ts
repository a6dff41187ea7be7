import { FRAUD_RESULT_CODE } from '@paydesk/api-client';

/** Processor result codes (ISO 8583 style) besides the decline codes. */
export const APPROVED = '0000';
export const PARTIALLY_APPROVED = '0010';
export const IN_PROGRESS = '0001';
/** Refused by an antifraud rule or block list (ISO 8583 59, suspected fraud). */
export const FRAUD = FRAUD_RESULT_CODE;
