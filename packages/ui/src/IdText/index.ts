export { IdText, type IdTextProps } from './IdText';
