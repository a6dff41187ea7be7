export * from './Heading';
export * from './Text';
export * from './Icon';
export * from './Badge';
export * from './StatusBadge';
export * from './Tooltip';
export * from './IdText';
export * from './Breadcrumbs';
