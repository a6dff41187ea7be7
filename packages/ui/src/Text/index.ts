export {
  Text,
  textElements,
  textSizeOptions,
  textTones,
  textWeights,
  type TextElement,
  type TextProps,
} from './Text';
export type { TextVariants } from './Text.css';
