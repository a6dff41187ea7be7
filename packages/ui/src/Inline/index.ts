export {
  Inline,
  inlineAlignments,
  inlineJustifications,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
} from './Inline';
