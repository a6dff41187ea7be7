export * from './FiltersPanel';
