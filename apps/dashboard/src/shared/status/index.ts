// The provider's statuses as the app shows them: one mapping to tone, shape and words (DESIGN "one mapping").
export { ProviderStatus, type ProviderStatusProps } from './ProviderStatus';
export { useStatusLabel, type StatusLabel } from './useStatusLabel';
export type { StatusOf, StatusVocabulary } from './vocabularies';
