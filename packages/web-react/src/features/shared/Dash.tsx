import { entryMuted } from '../../ui/Entries/index.js';

/** An empty cell: a dash for the eye only, so a screen reader moves on. */
export const Dash = () => (
  <span aria-hidden="true" className={entryMuted}>
    —
  </span>
);
