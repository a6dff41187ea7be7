export { DataTable, DATA_TABLE_ROW_HEIGHT, type DataTableProps } from './DataTable';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableColumnVisibility,
  type DataTableFeatures,
  type DataTableRowSelection,
  type DataTableSorting,
} from './features';
