export { useTableUrlState } from './useTableUrlState.js';
export type { TableUrlControls } from './useTableUrlState.js';
export { TABLE_PARAMS, readTableState, writeTableState } from './tableUrl.js';
export type { TableUrlConfig, TableUrlState } from './tableUrl.js';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './useDebouncedValue.js';
export { useSearchText } from './useSearchText.js';
