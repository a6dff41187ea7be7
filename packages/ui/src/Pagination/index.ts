export { Pagination, defaultPageSizes, type PaginationProps } from './Pagination';
