/** Bulk refunds: what the transactions list offers (its buttons and dialogs). */
export { BulkRefundActions } from './BulkRefundActions';
