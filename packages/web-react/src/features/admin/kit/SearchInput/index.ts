export { SearchInput } from './SearchInput.js';
export type { SearchInputProps } from './SearchInput.js';
