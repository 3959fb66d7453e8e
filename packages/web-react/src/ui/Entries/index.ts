export { EntryCards, EntryTable, ResponsiveEntries } from './Entries.js';
export type { EntriesProps, EntryCardContent, EntryColumn, EntryFact } from './Entries.js';
export { muted as entryMuted } from './Entries.css.js';
