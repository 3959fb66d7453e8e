import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueListQuery, DeskCatalogueApi } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { answered, failed, never } from '../../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../../testing/renderAdmin.js';
import { catalogueScreen, desktopViewport, PHONE, type CatalogueScreen, type RowOfList } from './catalogueScreen.js';

/** What {@link catalogueListSuite} is told of one list: its screen (route, stub key, row names, other answers and ports) and texts. */
export interface CatalogueListSuite<K extends keyof DeskCatalogueApi> extends Pick<CatalogueScreen<K>, 'route' | 'stubKey' | 'nameOf' | 'answers' | 'ports'> {
  /** Two sample rows: the search answers the first alone, 'Eliminar' is tried on the second. */
  readonly rows: readonly [RowOfList<K>, RowOfList<K>];
  /** The id the delete sends for a row. */
  readonly idOf: (row: RowOfList<K>) => number;
  /** 'Editar' is a link to the row's own page (`editTo`), not a button opening the panel. */
  readonly editsByLink?: boolean;
  /** What every page request carries besides search and page (e.g. a filter set by default). */
  readonly baseQuery?: Partial<CatalogueListQuery> & Record<string, unknown>;
  /** The screen's Spanish texts, to the letter. */
  readonly texts: {
    /** Heading, table and card list name, and menu link. */
    readonly title: string;
    /** The subtitle for the two rows ('2 etiquetas') and for one ('1 etiqueta'). */
    readonly countTwo: string;
    readonly countOne: string;
    /** The search box's accessible name. */
    readonly search: string;
    /** What the test types in it (the first row matches it). */
    readonly typed: string;
    /** The empty list's text. */
    readonly empty: string;
    /** The no-match text for the search 'zzz'. */
    readonly noMatchesZzz: string;
    /** The delete button's name ('Eliminar' unless told). */
    readonly remove?: string;
    /** The 'Precaución' text asked before deleting the second row. */
    readonly deleteConfirm: string;
    /** The notice after deleting. */
    readonly deleted: string;
  };
}

/**
 * The behaviours every catalogue list of /admin shares (issue 15,
 * docs/contexts/desk.md 'The catalogue'), registered as one `describe` for
 * a list: the first page asked of the server, the search on the server and
 * in the address, no matches, empty, failure and 'Reintentar', busy while
 * loading, delete only after 'Precaución' (cancelling sends nothing), cards
 * on a phone, 'Solo para administración' for the front desk, and axe. A
 * screen's test file calls it and keeps its own cases (columns, panel),
 * with the helpers it returns ({@link catalogueScreen}'s, for the same list).
 */
export const catalogueListSuite = <K extends keyof DeskCatalogueApi>(list: CatalogueListSuite<K>) => {
  const { route, rows, texts } = list;
  const [first, second] = rows;
  const removeLabel = texts.remove ?? 'Eliminar';
  const base = list.baseQuery ?? {};
  const helpers = catalogueScreen({ ...list, title: texts.title });
  const { render, page, table, rowOf } = helpers;
  /** A list's members a case sets (its `list`, `remove`), each answering as the test says. */
  type Answers = Record<string, (...args: never[]) => Promise<unknown>>;
  /** The screen rendered with the list answering as told, and that list's calls. */
  const renderList = (answers: Answers = {}, at = route, options: Parameters<typeof render>[2] = {}) =>
    render(answers as Partial<DeskCatalogueApi[K]>, at, options).list as unknown as { readonly calls: Record<'list' | 'remove', unknown[][]> };

  describe(`${texts.title}: what every catalogue list does`, SLOW, () => {
    const viewport = desktopViewport();

    it('lists the first page the server answers, with its count', async () => {
      const stub = renderList();
      await table();
      expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
      expect(screen.getByText(texts.countTwo)).toBeTruthy();
      expect(rowOf(list.nameOf(first))).toBeTruthy();
      expect(rowOf(list.nameOf(second))).toBeTruthy();
      expect(stub.calls.list).toEqual([[{ ...base, page: 1, per_page: 25 }]]);
    });

    it('searches on the server, the search in the address', async () => {
      const stub = renderList({ list: (query: CatalogueListQuery) => (query.query ? page([first], 1) : page()) });
      await table();
      await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), texts.typed);
      await waitFor(() => expect(stub.calls.list.at(-1)).toEqual([{ ...base, query: texts.typed, page: 1, per_page: 25 }]), FIRST_LOAD);
      expect(await screen.findByText(texts.countOne, {}, FIRST_LOAD)).toBeTruthy();
      expect(screen.queryByText(list.nameOf(second))).toBeNull();
    });

    it('opens on the search of its address, and says when nothing matches', async () => {
      const stub = renderList({ list: () => page([], 0) }, `${route}?q=zzz`);
      expect(await screen.findByText(texts.noMatchesZzz, {}, FIRST_LOAD)).toBeTruthy();
      expect(stub.calls.list).toEqual([[{ ...base, query: 'zzz', page: 1, per_page: 25 }]]);
    });

    it('says when there is none yet', async () => {
      renderList({ list: () => page([], 0) });
      expect(await screen.findByText(texts.empty, {}, FIRST_LOAD)).toBeTruthy();
    });

    it("shows a failure with 'Reintentar', which asks again", async () => {
      let calls = 0;
      const stub = renderList({ list: () => (++calls === 1 ? failed() : page()) });
      expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      await table();
      expect(stub.calls.list).toHaveLength(2);
    });

    it('marks the list busy while loading', async () => {
      renderList({ list: () => never() });
      const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
      expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    });

    it(`${removeLabel} acts only after 'Precaución', then reloads`, async () => {
      const stub = renderList({ remove: () => answered(second) });
      await table();
      await userEvent.click(within(rowOf(list.nameOf(second))).getByRole('button', { name: removeLabel }));
      const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
      expect(within(dialog).getByText(texts.deleteConfirm)).toBeTruthy();
      expect(stub.calls.remove ?? []).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: removeLabel }));
      expect(await screen.findByText(texts.deleted)).toBeTruthy();
      expect(stub.calls.remove).toEqual([[list.idOf(second)]]);
      await waitFor(() => expect(stub.calls.list).toHaveLength(2));
    });

    it('cancelling the confirm sends nothing', async () => {
      const stub = renderList();
      await table();
      await userEvent.click(within(rowOf(list.nameOf(first))).getByRole('button', { name: removeLabel }));
      const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Precaución' })).toBeNull());
      expect(stub.calls.remove).toHaveLength(0);
      expect(stub.calls.list).toHaveLength(1);
    });

    it('shows a card a row on a phone, with its buttons', async () => {
      viewport.resize(PHONE);
      renderList();
      const cards = await screen.findByRole('list', { name: texts.title }, FIRST_LOAD);
      expect(within(cards).getByText(list.nameOf(first))).toBeTruthy();
      expect(within(cards).getAllByRole(list.editsByLink ? 'link' : 'button', { name: 'Editar' })).toHaveLength(2);
      expect(within(cards).getAllByRole('button', { name: removeLabel })).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
      const stub = renderList({}, route, { signedInAs: demoFixtures.accounts.recepcion.email });
      expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
      expect(screen.queryByRole('link', { name: texts.title })).toBeNull();
      expect(stub.calls.list).toHaveLength(0);
    });

    it('has no serious axe violation', async () => {
      renderList();
      await table();
      expect(await seriousViolations()).toEqual([]);
    }, AXE_TIMEOUT);
  });
  return helpers;
};
