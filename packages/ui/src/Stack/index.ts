export { Stack, stackAlignments, type StackAlign, type StackProps } from './Stack';
