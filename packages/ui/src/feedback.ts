export * from './Spinner';
export * from './Toast';
