export { GlobalSearch } from './GlobalSearch';
export type { SearchPage } from './pages';
