export { ConfirmProvider, useConfirm } from './ConfirmDialog.js';
export type { Confirm, ConfirmOptions } from './ConfirmDialog.js';
