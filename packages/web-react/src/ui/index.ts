/**
 * The UI kit: small, accessible building blocks styled only with the theme
 * contract. Screens import from here or from each component's folder.
 */
export * from './Button/index.js';
export * from './TextField/index.js';
export * from './PasswordField/index.js';
export * from './Checkbox/index.js';
export * from './SelectField/index.js';
export * from './Modal/index.js';
export * from './ConfirmDialog/index.js';
export * from './Alerts/index.js';
export * from './Spinner/index.js';
export * from './LoadingScreen/index.js';
export * from './Card/index.js';
export * from './Container/index.js';
export * from './EmptyState/index.js';
export * from './SafeHtml/index.js';
export * from './Skeleton/index.js';
export * from './useMediaQuery/index.js';
export * from './Entries/index.js';
