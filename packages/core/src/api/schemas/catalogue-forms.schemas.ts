import { z } from 'zod';
import { fill, messages } from '../../messages/index.js';
import { gridProblems, SPOT_GRID_MAX, type SpotGridProblem } from '../../desk/spot-map-editor.rules.js';
import { limits, RefId } from './common.schemas.js';

/**
 * The catalogue's bodies that /admin's forms check (issue 15), apart from
 * catalogue.schemas.ts (which re-exports them for the routes): a screen
 * importing a body gets this module, zod and the messages only, not the
 * records' schemas, whose module the app's other chunks share. Splitting
 * them keeps the bundler's chunks, and the first load of '/', as they were.
 */

/** Text without NUL characters, which PostgreSQL refuses to store. */
export const text = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

/** A required name. */
export const Name = text(limits.shortText).min(1, messages.forms.fillField);
/** Optional short text; null clears it. */
export const ShortField = text(limits.shortText).nullable().optional();
/** Optional long text; null clears it. */
export const LongField = text(limits.longText).nullable().optional();

/** POST /locations. */
export const LocationBody = z.object({ name: Name, address: LongField });
export type LocationBody = z.input<typeof LocationBody>;
/** PUT /locations/:id. */
export const LocationUpdateBody = LocationBody.partial();

/** A tag's colour: '#' and six hex digits. */
export const TagColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, messages.admin.colorFormat);
const tagFields = {
  name: Name,
  color: TagColor.nullable().optional(),
  type: text(40).nullable().optional(),
};
/** POST /tags. */
export const TagBody = z.object(tagFields);
export type TagBody = z.input<typeof TagBody>;
/** PUT /tags/:id. */
export const TagUpdateBody = TagBody.partial();
/** /admin's tag form: TagBody, an empty colour allowed (sent as none). */
export const TagFormBody = TagBody.extend({ color: z.union([z.literal(''), TagColor]).nullable().optional() });
export type TagFormBody = z.input<typeof TagFormBody>;

// Class types (/admin/tipos-de-clase)

/** Most spots in a row and most rows of a class type's `spot_map`, and most rows and columns of a custom grid. */
export const SPOT_MAP_MAX = SPOT_GRID_MAX;

/** A class type's spot map: the size of each row, comma separated ('4,5,5'). */
export const SpotMapRows = z
  .string()
  .trim()
  .max(3 * SPOT_MAP_MAX)
  .regex(/^\d{1,2}(,\d{1,2})*$/, messages.admin.spotMapRows)
  .refine((value) => {
    const rows = value.split(',').map(Number);
    return rows.length <= SPOT_MAP_MAX && rows.every((size) => size >= 1 && size <= SPOT_MAP_MAX);
  }, messages.admin.spotMapRows);

const where = (grid: { readonly columns: number }, index: number) => ({
  row: Math.floor(index / grid.columns) + 1,
  column: (index % grid.columns) + 1,
});

/** The Spanish message of a grid's problem (core's spot-map editor rules). */
export const spotGridMessage = (grid: { readonly columns: number }, problem: SpotGridProblem): string => {
  const text = messages.deskClassTypes;
  switch (problem.kind) {
    case 'size':
      return text.gridSize;
    case 'count':
      return text.gridCount;
    case 'no-selectable':
      return text.noSelectable;
    case 'blank-label':
      return fill(text.blankLabel, where(grid, problem.index));
    case 'long-label':
      return fill(text.longLabel, where(grid, problem.index));
    case 'duplicate-label':
      return fill(text.duplicateLabel, { label: problem.label });
  }
};

/**
 * A class type's custom spot map as /admin draws it (spec 3: rows, columns,
 * and each spot's label and whether it can be booked), row by row: 1 to 30
 * rows and columns, one spot a cell, labels unique and at most 20
 * characters, every selectable spot labelled, one selectable at least.
 */
export const SpotGridBody = z
  .object({
    rows: z.number().int().min(1, messages.deskClassTypes.gridSize).max(SPOT_MAP_MAX, messages.deskClassTypes.gridSize),
    columns: z.number().int().min(1, messages.deskClassTypes.gridSize).max(SPOT_MAP_MAX, messages.deskClassTypes.gridSize),
    spots: z
      .array(z.object({ label: z.string().trim(), selectable: z.boolean() }))
      .max(SPOT_MAP_MAX * SPOT_MAP_MAX),
  })
  .superRefine((grid, ctx) => {
    for (const problem of gridProblems(grid)) {
      ctx.addIssue({ code: 'custom', message: spotGridMessage(grid, problem), path: ['spots'] });
    }
  });
export type SpotGridBody = z.infer<typeof SpotGridBody>;

const classTypeFields = {
  icon: ShortField,
  image_file_id: RefId.nullable().optional(),
  description: LongField,
  spot_map: SpotMapRows.nullable().optional(),
  /**
   * The class type's own custom grid, saved with it in one request: a grid
   * replaces it (and wins over `spot_map` when customers book), null removes
   * it, absent leaves it as it is.
   */
  custom_spot_map: SpotGridBody.nullable().optional(),
};
/** POST /class_types. */
export const ClassTypeBody = z.object({ name: Name, ...classTypeFields });
export type ClassTypeBody = z.input<typeof ClassTypeBody>;
/** PUT /class_types/:id. */
export const ClassTypeUpdateBody = z.object({ name: Name, ...classTypeFields }).partial();
export type ClassTypeUpdateBody = z.input<typeof ClassTypeUpdateBody>;
