import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldSearch } from '@estudio/core';
import { FOLD_FROM, FOLD_TO } from '../../db/schema/index.js';

/**
 * A text column or expression folded for search and sorting: accents off,
 * lower case, as the customers' stored `*_folded` columns are. `translate`,
 * not `unaccent`: PGlite loads no extension. `FOLD_FROM` lists capitals too,
 * since `lower()` leaves non-ASCII letters alone under the C collation.
 */
export const folded = (text: SQLWrapper): SQL => sql`lower(translate(${text}, ${FOLD_FROM}, ${FOLD_TO}))`;

/**
 * Typed text folded the same way (core's `foldSearch`), as a LIKE pattern
 * matching it anywhere: its own `\`, `%` and `_` taken literally.
 */
export const foldedPattern = (text: string): string => `%${foldSearch(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
