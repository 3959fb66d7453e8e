export { PublicLayout, MAIN_ID } from './PublicLayout.js';
