/** How a save reaches the API: an update of an existing record, or a create. */
export type SaveMode = 'update' | 'create';

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * Spec 4, Save rule: an update when the id is numeric, otherwise a create.
 * Shared by waitlist, program, available class (and, read the other way
 * round, payment method and announcement). Placeholder ids such as 'nueva',
 * blank text, null and undefined mean a new record.
 */
export function saveModeOf(id: unknown): SaveMode {
  const numeric =
    (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && WHOLE_NUMBER.test(id));
  return numeric ? 'update' : 'create';
}
