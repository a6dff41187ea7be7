export * from './Button';
export * from './Link';
export * from './IconButton';
export * from './CopyButton';
export * from './Menu';
