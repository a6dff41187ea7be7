export {
  EmptyState,
  emptyStateVariants,
  type EmptyStateProps,
  type EmptyStateVariant,
} from './EmptyState';
