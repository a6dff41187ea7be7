export * from './Box';
export * from './Stack';
export * from './Inline';
export * from './Divider';
export * from './Card';
export * from './PageHeader';
