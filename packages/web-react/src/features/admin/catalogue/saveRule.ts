import { saveModeOf } from '@estudio/core';

/** The id a panel's record has before it is saved (spec 3: a new category starts as 'nueva'). */
export const NEW_ID = 'nueva';

/**
 * Spec 4's save rule for /admin's panels (core's `saveModeOf`): an update
 * of `id` when it is numeric, otherwise ('nueva') a create. The panel then
 * clears itself and runs its callback (the list reloads).
 */
export const saveBy = <T,>(id: number | string, { create, update }: { readonly create: () => T; readonly update: (id: number) => T }): T =>
  saveModeOf(id) === 'update' ? update(Number(id)) : create();
