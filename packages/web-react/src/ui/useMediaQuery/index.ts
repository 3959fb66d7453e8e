export { useMediaQuery, WIDE_SCREEN_QUERY } from './useMediaQuery.js';
