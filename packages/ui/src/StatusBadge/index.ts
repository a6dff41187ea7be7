export {
  defaultStatusGlyph,
  StatusBadge,
  statusGlyphs,
  type StatusBadgeProps,
  type StatusGlyph,
} from './StatusBadge';
