export { ProgressRing, progressRingSizes, type ProgressRingProps } from './ProgressRing';
