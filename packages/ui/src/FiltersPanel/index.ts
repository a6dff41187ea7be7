export { FiltersPanel, type FiltersPanelProps } from './FiltersPanel';
export {
  filterOperators,
  toListFilters,
  fromListFilters,
  withoutField,
  dateRangeToInstants,
  isEmptyFilterValue,
  type FilterOperator,
  type ListFilter,
  type FilterDefinition,
  type FilterValue,
  type FilterValues,
  type NumberRange,
  type DateRange,
} from './filterModel';
