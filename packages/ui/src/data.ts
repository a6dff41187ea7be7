// Data display: the DataTable (virtualized grid), page-based Pagination and SecretField.
export * from './DataTable';
export * from './Pagination';
export * from './SecretField';
