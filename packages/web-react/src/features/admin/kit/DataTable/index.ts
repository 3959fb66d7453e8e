export { DataTable, TABLE_LAYOUT_QUERY } from './DataTable.js';
export type { DataTableProps, TableStatus } from './DataTable.js';
export type { DataTableColumn } from './cells.js';
export { nextSort, ariaSort } from './sort.js';
export type { TableSort } from './sort.js';
export { pageWindow, totalPages, pageText, rangeText } from './pagination.js';
export type { PageWindow, PageInput } from './pagination.js';
