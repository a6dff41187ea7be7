export * from './Spinner';
export * from './Toast';
export * from './Banner';
export * from './ProgressBar';
export * from './ProgressRing';
export * from './StatusOverlay';
