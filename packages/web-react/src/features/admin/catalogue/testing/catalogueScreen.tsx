import { afterEach, beforeEach } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CataloguePage, DeskCatalogueApi, Result } from '@estudio/core';
import { installViewport } from '../../../../testing/viewport.js';
import { answered, deskCatalogueStub, type DeskCatalogueStub } from '../../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, type AdminPorts } from '../../testing/renderAdmin.js';

/** The rows a catalogue list's GET answers, for a list of the catalogue port. */
export type RowOfList<K extends keyof DeskCatalogueApi> =
  DeskCatalogueApi[K]['list'] extends (...args: never[]) => Promise<Result<CataloguePage<infer Row>>> ? Row : never;

/** What {@link catalogueScreen} is told of one catalogue screen. */
export interface CatalogueScreen<K extends keyof DeskCatalogueApi> {
  /** The screen's address, e.g. '/admin/etiquetas'. */
  readonly route: string;
  /** Its member of `DeskCatalogueApi` (and of `deskCatalogueStub`). */
  readonly stubKey: K;
  /** Its heading, and the name of its table and of its card list. */
  readonly title: string;
  /** The rows the list answers unless a case says otherwise; `table()` waits for the first. */
  readonly rows: readonly RowOfList<K>[];
  /** The text a row shows in its first (name) cell. */
  readonly nameOf: (row: RowOfList<K>) => string;
  /** What the list's other members answer in every case unless it says otherwise (e.g. the discounts' packages). */
  readonly answers?: Partial<DeskCatalogueApi[K]>;
  /** The other ports the screen is given, made afresh for each render (e.g. the desk's customer search). */
  readonly ports?: () => Omit<AdminPorts, 'deskCatalogue'>;
}

/**
 * The scaffolding of a catalogue screen's tests: `render` the real admin
 * route with a fresh catalogue stub whose list answers `page()` (the case's
 * answers over the screen's), `page` builds a list's answer, `table` waits
 * for the table with its first row (while loading, the table is there
 * already, with skeleton rows) and `rowOf` is a row by the text it shows.
 */
export const catalogueScreen = <K extends keyof DeskCatalogueApi>(screenOf: CatalogueScreen<K>) => {
  const { route, stubKey, title, rows, nameOf } = screenOf;
  const page = (shown: readonly RowOfList<K>[] = rows, total = shown.length) => answered<CataloguePage<RowOfList<K>>>({ rows: shown, total });

  /** Renders the screen at `at` (its route unless told), signed in as the admin unless `options` say who. */
  const render = (answers: Partial<DeskCatalogueApi[K]> = {}, at = route, options: Parameters<typeof renderAdmin>[2] = {}) => {
    const own = { list: () => page(), ...screenOf.answers, ...answers };
    const deskCatalogue = deskCatalogueStub({ [stubKey]: own } as Parameters<typeof deskCatalogueStub>[0]);
    const rendered = renderAdmin(at, { ...screenOf.ports?.(), deskCatalogue }, options);
    return { ...rendered, list: deskCatalogue[stubKey] as DeskCatalogueStub[K] };
  };

  /** The table once its first row is in. */
  const table = async () => {
    const found = await screen.findByRole('table', { name: title }, FIRST_LOAD);
    const [first] = rows;
    if (first !== undefined) await within(found).findByText(nameOf(first), {}, FIRST_LOAD);
    return found;
  };

  /** The table row that shows `name`. */
  const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  return { render, page, table, rowOf };
};

/** A phone's width, for the cards that stand for the table there. */
export const PHONE = 375;

/**
 * Has each test of the file (or `describe`) it is called in run on a
 * 1280 px screen, undone after; `resize` changes the width within a test.
 */
export const desktopViewport = () => {
  let undo: () => void = () => undefined;
  beforeEach(() => {
    undo = installViewport(1280);
  });
  afterEach(() => undo());
  return {
    resize: (width: number) => {
      undo();
      undo = installViewport(width);
    },
  };
};
