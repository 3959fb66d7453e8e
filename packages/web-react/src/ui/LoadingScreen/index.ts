export { LoadingScreen, LOADING_FALLBACK_MS } from './LoadingScreen.js';
export type { LoadingScreenProps } from './LoadingScreen.js';
