export * from './Button';
export * from './Link';
