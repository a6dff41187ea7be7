export * from './Spinner';
export * from './Toast';
export * from './Banner';
