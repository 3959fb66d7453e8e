export { useMediaQuery, WIDE_SCREEN_QUERY } from './useMediaQuery.js';
export { WideScreenHint } from './wideScreenHint.js';
