/**
 * The back office's building blocks (issue 12), shared by the admin
 * screens: a server-paged table, its state in the address, a search box, a
 * zod-checked form and a side panel. The confirm is the UI kit's
 * (`useConfirm`, titled 'Precaución'). Every text is `messages.adminKit`'s
 * (or the `forms` and `ui` groups' where the words already exist).
 */
export * from './DataTable/index.js';
export * from './useTableUrlState/index.js';
export * from './SearchInput/index.js';
export * from './Form/index.js';
export * from './SidePanel/index.js';
export * from './FileField/index.js';
export * from './FormChecklistField/index.js';
