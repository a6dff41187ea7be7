export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export {
  statusAppearance,
  statusAppearanceOf,
  statusGlyphs,
  statusTone,
  type StatusAppearance,
  type StatusGlyph,
} from './statusTone';
export { humanizeStatus, statusLabelKey, useStatusLabel } from './useStatusLabel';
export { statusStrings, type StatusLabelKey } from './intl';
export {
  disputeStatuses,
  genericStatuses,
  isStatusOf,
  statusFilterValues,
  statusVocabularies,
  teamStatuses,
  transactionResults,
  type DisputeStatus,
  type GenericStatus,
  type Status,
  type StatusFilterValue,
  type StatusOf,
  type StatusVocabulary,
  type TeamStatus,
  type TransactionResult,
} from './vocabularies';
