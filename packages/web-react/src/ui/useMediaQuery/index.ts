export { useMediaQuery, WideScreenHint, WIDE_SCREEN_QUERY } from './useMediaQuery.js';
