import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskApi } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { deskCustomer } from '../testing/deskFixtures.js';
import { answered, deskStub, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const lucia = deskCustomer();
const luisa = deskCustomer({ customer_id: 5, uid: 'luisa', name: 'Luisa', last_name: 'Prado', email: 'luisa@ejemplo.mx', phone: null });

/** The header's search, on /admin/checkin (a screen that reads nothing), with `search` answering. */
const renderSearch = async (search: DeskApi['search']) => {
  const desk = deskStub({ search });
  const rendered = renderAdmin('/admin/checkin', { desk });
  await screen.findByRole('heading', { level: 1, name: 'Check-in' }, FIRST_LOAD);
  return { ...rendered, desk, box: screen.getByRole('combobox', { name: 'Buscar cliente' }) };
};
const options = () => screen.findAllByRole('option');

describe("the header's customer search", SLOW, () => {
  it('waits for two letters and a pause, then lists the matches and a way to see them all', async () => {
    const { desk, box } = await renderSearch(() => answered([lucia, luisa]));
    await userEvent.type(box, 'l');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(desk.calls.search).toHaveLength(0);
    await userEvent.type(box, 'u');
    const found = await options();
    expect(desk.calls.search).toEqual([['lu', 8]]);
    expect(found.map((option) => option.textContent)).toEqual([
      'Lucía Martínezsocia@estudio.test · 5512345671',
      'Luisa Pradoluisa@ejemplo.mx',
      'Ver todos los resultados de «lu»',
    ]);
  });

  it('opens the customer chosen with the arrows and Enter, and empties the box', async () => {
    const { box, location } = await renderSearch(() => answered([lucia, luisa]));
    await userEvent.type(box, 'lu');
    await options();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/admin/clientes/5'));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens the customer list filtered by the text on Enter with nothing highlighted', async () => {
    const { box, location } = await renderSearch(() => answered([lucia]));
    await userEvent.type(box, 'lu{Enter}');
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/admin/clientes?q=lu'));
  });

  it("opens the filtered list from 'Ver todos los resultados'", async () => {
    const { box, location } = await renderSearch(() => answered([lucia]));
    await userEvent.type(box, 'martínez');
    await userEvent.click(await screen.findByRole('option', { name: 'Ver todos los resultados de «martínez»' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/admin/clientes?q=mart%C3%ADnez'));
  });

  it("reads 'Buscando…' while the answer is on its way", async () => {
    const { box } = await renderSearch(() => never());
    await userEvent.type(box, 'lu');
    expect(await screen.findByText('Buscando…')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says when nobody matches', async () => {
    const { box } = await renderSearch(() => answered([]));
    await userEvent.type(box, 'zz');
    expect(await screen.findByText('No encontramos clientes con «zz».')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says when the search failed, and asks again as she keeps typing', async () => {
    let calls = 0;
    const { box, desk } = await renderSearch(() => (++calls === 1 ? failed() : answered([lucia])));
    await userEvent.type(box, 'lu');
    expect(await screen.findByText('No pudimos buscar. Inténtalo de nuevo.')).toBeTruthy();
    await userEvent.type(box, 'c');
    expect((await options())[0]?.textContent).toContain('Lucía Martínez');
    expect(desk.calls.search).toEqual([['lu', 8], ['luc', 8]]);
  });

  it('has no serious axe violation with its menu open', async () => {
    const { box } = await renderSearch(() => answered([lucia, luisa]));
    await userEvent.type(box, 'lu');
    await options();
    await userEvent.keyboard('{ArrowDown}');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
