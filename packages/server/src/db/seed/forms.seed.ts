import { inArray, sql } from 'drizzle-orm';
import { ADDRESS_FORM_ID, PROFILE_FORM_ID } from '@estudio/core';
import type { Db } from '../client.js';
import { formFields, forms } from '../schema/index.js';
import { DEMO_FORMS } from './demo/content.data.js';
import { fieldRows } from './demo/content.seed.js';
import { lockSeed, type Tx } from './types.js';

/** The demo's profile form ('Información personal') and address form ('Dirección'): the first and the sixth. */
const STUDIO_FORMS = [
  { id: PROFILE_FORM_ID, form: DEMO_FORMS[PROFILE_FORM_ID - 1] },
  { id: ADDRESS_FORM_ID, form: DEMO_FORMS[ADDRESS_FORM_ID - 1] },
] as const;

/**
 * Moves the forms' id sequence past the highest id, only when it is behind
 * it (a form written with its own id does not move it): the next form the
 * owner creates never collides, and a sequence already ahead (forms created
 * and deleted) keeps its place, so no id is handed out twice.
 */
const catchUpFormIds = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`
    select setval(seq.name, top.id)
    from (select pg_get_serial_sequence('forms', 'form_id') as name) seq,
         (select max(form_id) as id from forms) top
    where top.id is not null and coalesce(pg_sequence_last_value(seq.name::regclass), 0) < top.id`);
};

/**
 * The two forms the app finds by their fixed ids (spec 5: the profile form
 * and 'the address type uses form 6'), each written with its id and its
 * fields only when no form has that id (a form the owner edited stays as it
 * is; the demo's are there already), so the member area's profile and
 * address read a form from the first day and the owner edits them in
 * 'Formularios'. The id sequence then moves past them: her own forms start
 * at 7. Returns the ids written.
 */
export const addStudioForms = async (tx: Tx, now: Date): Promise<number[]> => {
  const added: number[] = [];
  for (const { id, form } of STUDIO_FORMS) {
    if (!form) throw new Error(`No form ${id} among the demo's forms`);
    const [row] = await tx
      .insert(forms)
      .values({ form_id: id, name: form.name, created_at: now })
      .onConflictDoNothing({ target: forms.form_id })
      .returning({ id: forms.form_id });
    if (!row) continue;
    await tx.insert(formFields).values(fieldRows(row.id, form.fields));
    added.push(row.id);
  }
  await catchUpFormIds(tx);
  return added;
};

/**
 * A startup step, run after `seedIfEmpty` on every start: a studio seeded
 * before the profile and address forms came with it (or one whose rows
 * were lost) gets them now. One transaction under the seed's lock, so two
 * servers starting at once write them once; a second start changes nothing.
 */
export const ensureStudioForms = async (db: Db, now: Date): Promise<{ added: number[] }> => {
  const present = await db.select({ id: forms.form_id }).from(forms).where(inArray(forms.form_id, STUDIO_FORMS.map((entry) => entry.id)));
  if (present.length === STUDIO_FORMS.length) return { added: [] };
  return db.transaction(async (tx) => {
    await lockSeed(tx);
    return { added: await addStudioForms(tx, now) };
  });
};
