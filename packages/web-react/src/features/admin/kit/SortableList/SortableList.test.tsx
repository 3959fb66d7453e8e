import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { SortableList, type SortableListProps } from './index.js';

interface Pose {
  readonly id: number;
  readonly name: string;
}

const POSES: readonly Pose[] = [
  { id: 1, name: 'Saludo al sol' },
  { id: 2, name: 'Guerrero' },
  { id: 3, name: 'Árbol' },
];

type Extra = Partial<Pick<SortableListProps<Pose>, 'arrows' | 'announcements'>>;

/** The list as a screen holds it: its own order, changed by every move. */
const Poses = ({ onOrder, ...extra }: Extra & { readonly onOrder?: (order: Pose[]) => void }) => {
  const [items, setItems] = useState<readonly Pose[]>(POSES);
  return (
    <SortableList
      {...extra}
      items={items}
      idOf={(pose) => pose.id}
      labelOf={(pose) => pose.name}
      label="Orden de las posturas"
      instructions="Espacio para tomarla, flechas para moverla y Espacio para soltarla."
      onChange={(order) => {
        setItems(order);
        onOrder?.(order);
      }}
      renderItem={(pose, { index, count, labelId }) => (
        <>
          <span id={labelId}>{pose.name}</span>
          <span>{`${index + 1} de ${count}`}</span>
        </>
      )}
    />
  );
};

const list = () => screen.getByRole('list', { name: 'Orden de las posturas' });
/** The items' names, in order: the elements carrying their `labelId`. */
const names = () => within(list()).getAllByRole('listitem').map((item) => item.querySelector('span[id]')?.textContent);
const row = (index: number) => within(list()).getAllByRole('listitem')[index]!;
/** Everything dnd-kit's live region said (a screen reader hears each), in order. */
const listen = (): string[] => {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const now = document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
    if (now && now !== said.at(-1)) said.push(now);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return said;
};

/** jsdom lays nothing out: each row stands 50 px under the one before, so the keyboard's arrows find their neighbour. */
const layRowsOut = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    const item = this.closest('li');
    const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
    const top = index * 50;
    return { x: 0, y: top, top, left: 0, width: 300, height: 48, right: 300, bottom: top + 48, toJSON: () => ({}) } as DOMRect;
  });

describe('SortableList', () => {
  beforeEach(() => {
    layRowsOut();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names the list, each handle ('Mover …', a sortable) and 'Subir' and 'Bajar', described by the item's name", () => {
    render(<Poses />);
    expect(names()).toEqual(['Saludo al sol', 'Guerrero', 'Árbol']);
    const handle = within(list()).getByRole('button', { name: 'Mover Guerrero' });
    expect(handle.getAttribute('aria-roledescription')).toBeTruthy();
    const up = within(row(1)).getByRole('button', { name: 'Subir' });
    expect(document.getElementById(up.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Guerrero');
    expect(within(row(0)).getByRole('button', { name: 'Subir' })).toHaveProperty('disabled', true);
    expect(within(row(2)).getByRole('button', { name: 'Bajar' })).toHaveProperty('disabled', true);
    expect(within(row(1)).getByRole('button', { name: 'Bajar' })).toHaveProperty('disabled', false);
  });

  it("moves one place with 'Subir' and 'Bajar', handing the whole new order to onChange", async () => {
    const onOrder = vi.fn();
    render(<Poses onOrder={onOrder} />);
    await userEvent.click(within(row(2)).getByRole('button', { name: 'Subir' }));
    expect(names()).toEqual(['Saludo al sol', 'Árbol', 'Guerrero']);
    await userEvent.click(within(row(0)).getByRole('button', { name: 'Bajar' }));
    expect(names()).toEqual(['Árbol', 'Saludo al sol', 'Guerrero']);
    expect(onOrder.mock.calls.map(([order]) => (order as Pose[]).map((pose) => pose.id))).toEqual([[1, 3, 2], [3, 1, 2]]);
  });

  it("with arrows, 'Subir' and 'Bajar' are ↑ and ↓ named after their item", async () => {
    render(<Poses arrows />);
    expect(within(row(0)).getByRole('button', { name: 'Subir Saludo al sol' })).toHaveProperty('disabled', true);
    expect(within(row(2)).getByRole('button', { name: 'Bajar Árbol' })).toHaveProperty('disabled', true);
    await userEvent.click(within(row(2)).getByRole('button', { name: 'Subir Árbol' }));
    expect(names()).toEqual(['Saludo al sol', 'Árbol', 'Guerrero']);
  });

  it('is dragged from the keyboard (Space, an arrow, Space), saying each step in Spanish', async () => {
    const onOrder = vi.fn();
    render(<Poses onOrder={onOrder} />);
    const said = listen();
    within(list()).getByRole('button', { name: 'Mover Saludo al sol' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(said).toContain('Tomaste «Saludo al sol». Posición 1 de 3.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(said).toContain('«Saludo al sol» ahora en la posición 2 de 3.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names()).toEqual(['Guerrero', 'Saludo al sol', 'Árbol']));
    await waitFor(() => expect(said.at(-1)).toBe('Soltaste «Saludo al sol» en la posición 2 de 3.'));
    expect(onOrder).toHaveBeenCalledTimes(1);
  });

  it("speaks a screen's own words when it brings them; Escape cancels the drag", async () => {
    const onOrder = vi.fn();
    render(
      <Poses
        onOrder={onOrder}
        announcements={{ pickedUp: '{name} tomada.', moved: '{name}: {position} de {count}.', dropped: '{name} quedó.', cancelled: '{name} volvió.' }}
      />,
    );
    const said = listen();
    within(list()).getByRole('button', { name: 'Mover Árbol' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(said).toContain('Árbol tomada.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(said.at(-1)).toBe('Árbol volvió.'));
    expect(names()).toEqual(['Saludo al sol', 'Guerrero', 'Árbol']);
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('has no serious axe violations, in words and in arrows', async () => {
    render(
      <>
        <Poses />
        <Poses arrows />
      </>,
    );
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
