import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, type ClassConflict, type ScheduleAdminClass } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { desktopViewport } from '../catalogue/testing/catalogueScreen.js';
import { answered, failed } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { scheduleClass, scheduleDays } from './testing/scheduleFixtures.js';
import { renderSchedule, scheduleCatalogue } from './testing/renderSchedule.js';

const sofia = { instructor: { instructor_id: 1, name: 'Sofía', last_name: 'Ramos', nick_name: null, file: null } };
/** Thursday 07:00 Yoga (one class); Saturday 08:00 Yoga of series 4 with 8 booked and 2 waiting. */
const YOGA = scheduleClass({ class_instructors: [sofia] });
const SERIES = scheduleClass({ single_class_id: 103, class_date: '2026-11-28T14:00:00.000Z', class_instructors: [sofia], series_id: 4, waitlist_count: 2 });
const week = () => answered(scheduleDays([YOGA, SERIES]));

const TAKEN: ClassConflict = {
  start: '2026-11-26T13:00:00.000Z', kind: 'location', single_class_id: 90, class_date: '2026-11-26T13:00:00.000Z', duration_minutes: 50,
  class_type_name: 'Barre', location_name: 'Roma', coach_name: null,
};
const BUSY_COACH: ClassConflict = { ...TAKEN, kind: 'coach', coach_name: 'Sofía Ramos' };

const openNew = async () => {
  await screen.findByRole('region', { name: 'Clases de la semana' }, FIRST_LOAD);
  await userEvent.click(screen.getAllByRole('button', { name: 'Nueva clase' })[0] as HTMLElement);
  const panel = await screen.findByRole('dialog', { name: 'Nueva clase' });
  // The studio's lists are in once the class types can be chosen.
  await waitFor(() => expect((within(panel).getByLabelText(/^Tipo de clase/) as HTMLSelectElement).disabled).toBe(false), FIRST_LOAD);
  return panel;
};

const openClass = async (name: RegExp) => {
  const grid = await screen.findByRole('region', { name: 'Clases de la semana' }, FIRST_LOAD);
  await userEvent.click(within(within(grid).getByRole('article', { name })).getByRole('button'));
  return screen.findByRole('dialog', { name: 'Editar clase' });
};

const fillWhat = async (panel: HTMLElement) => {
  await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo de clase/), 'Yoga');
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sofía Ramos' }));
  await userEvent.selectOptions(within(panel).getByLabelText(/^Ubicación/), 'Roma');
};

const setField = async (panel: HTMLElement, label: RegExp, value: string) => {
  const input = within(panel).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

const updated = (single: ScheduleAdminClass, updatedClasses: number, notified: number) =>
  answered({ single_class: single, updated_classes: updatedClasses, notified_customers: notified });

desktopViewport();

describe("'Horarios', the class panel", SLOW, () => {
  it("creates a weekly series: the dates it will create and the conflicts before saving, which it asks about", async () => {
    const { schedule } = renderSchedule({
      days: week,
      conflicts: () => answered([TAKEN, BUSY_COACH]),
      createSeries: () => answered({ series_id: 7, single_classes: Array.from({ length: 8 }, (_, index) => scheduleClass({ single_class_id: 200 + index, series_id: 7 })) }),
    });
    const panel = await openNew();
    await fillWhat(panel);
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cada semana' }));
    // Thursday, the day shown, comes chosen; Tuesday too.
    expect((within(panel).getByRole('checkbox', { name: 'Jueves' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Martes' }));
    await setField(panel, /^Hora/, '07:00');
    const preview = within(panel).getByRole('region', { name: 'Se crearán 8 clases' });
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'jue 26 nov, 07:00', 'mar 01 dic, 07:00', 'jue 03 dic, 07:00', 'mar 08 dic, 07:00',
      'jue 10 dic, 07:00', 'mar 15 dic, 07:00', 'jue 17 dic, 07:00', 'mar 22 dic, 07:00',
    ]);
    await waitFor(() => expect(schedule.calls.conflicts.at(-1)).toEqual([
      expect.objectContaining({ duration_minutes: 60, location_id: 1, instructor_ids: [1], ignore_ids: [], starts: expect.arrayContaining(['2026-11-26T13:00:00.000Z']) }),
    ]), FIRST_LOAD);
    expect((schedule.calls.conflicts.at(-1)?.[0].starts ?? []).length).toBe(8);
    const conflicts = await within(panel).findByRole('alert', {}, FIRST_LOAD);
    expect(within(conflicts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ubicación ocupada: Barre, jue 26 nov, 07:00',
      'Coach ocupado (Sofía Ramos): Barre, jue 26 nov, 07:00',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    const question = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(question.textContent).toContain('Hay 2 conflicto(s) de horario');
    await userEvent.click(within(question).getByRole('button', { name: 'Guardar de todos modos' }));
    expect(await screen.findByText('Serie creada: 8 clases.')).toBeTruthy();
    expect(schedule.calls.createSeries).toEqual([[expect.objectContaining({
      weekdays: [2, 4], time: '07:00', from_date: '2026-11-26', weeks: 4, class_type_id: 1, location_id: 1, instructor_ids: [1], duration_minutes: 60, capacity: 12,
    })]]);
    await waitFor(() => expect(schedule.calls.days).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nueva clase' })).toBeNull();
  });

  it("sends nothing when the owner goes back from the conflicts' question", async () => {
    const { schedule } = renderSchedule({ days: week, conflicts: () => answered([TAKEN]) });
    const panel = await openNew();
    await fillWhat(panel);
    await setField(panel, /^Hora/, '07:00');
    await within(panel).findByRole('alert', {}, FIRST_LOAD);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Regresar' }));
    expect(schedule.calls.create).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Nueva clase' })).toBeTruthy();
  });

  it("creates one class ('Una vez') at the studio's hour, free of conflicts", async () => {
    const { schedule } = renderSchedule({ days: week, conflicts: () => answered([]), create: () => answered({ ...YOGA, mine: null }) });
    const panel = await openNew();
    await fillWhat(panel);
    await setField(panel, /^Fecha/, '2026-12-01');
    await setField(panel, /^Hora/, '19:30');
    await setField(panel, /^Duración/, '45');
    await setField(panel, /^Capacidad/, '20');
    await userEvent.selectOptions(within(panel).getByLabelText(/^Paquete exclusivo/), 'Paquete 10 clases');
    await userEvent.type(within(panel).getByLabelText(/^Descripción/), 'Con música en vivo');
    expect(within(panel).queryByRole('checkbox', { name: 'Para video' })).toBeNull();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Suave' }));
    // The debounce itself is useConflicts.test.ts's (fake timers): here, the settled values were asked about.
    await waitFor(() => expect(schedule.calls.conflicts.some(([body]) => body.duration_minutes === 45)).toBe(true), FIRST_LOAD);
    expect(await within(panel).findByText('Sin conflictos: la ubicación y los coaches están libres.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Clase creada.')).toBeTruthy();
    expect(schedule.calls.create).toEqual([[expect.objectContaining({
      class_date: '2026-12-01T19:30:00.000-06:00', duration_minutes: 45, capacity: 20, class_type_id: 1, location_id: 1, instructor_ids: [1],
      class_package_id: 3, description: 'Con música en vivo', tag_ids: [5],
    })]]);
  });

  it('puts the focus on the first weekday when a weekly series has none', async () => {
    const { schedule } = renderSchedule({ days: week, conflicts: () => answered([]) });
    const panel = await openNew();
    await fillWhat(panel);
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cada semana' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Jueves' }));
    await setField(panel, /^Hora/, '07:00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Elige al menos un día de la semana.')).toBeTruthy();
    const monday = within(panel).getByRole('checkbox', { name: 'Lunes' });
    expect(monday.getAttribute('aria-invalid')).toBe('true');
    expect(monday.getAttribute('aria-describedby')).toBe(within(panel).getByText('Elige al menos un día de la semana.').id);
    await waitFor(() => expect(document.activeElement).toBe(monday));
    expect(schedule.calls.createSeries).toHaveLength(0);
  });

  it('refuses an incomplete class in its own words, sending nothing', async () => {
    const { schedule } = renderSchedule({ days: week });
    const panel = await openNew();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Elige el tipo de clase.')).toBeTruthy();
    expect(within(panel).getByText('Elige la ubicación.')).toBeTruthy();
    expect(within(panel).getByText('Escribe la hora como HH:MM.')).toBeTruthy();
    expect(schedule.calls.create).toHaveLength(0);
    expect(schedule.calls.conflicts).toHaveLength(0);
  });

  it("moves a class of a series, this one and the following ones, sending only the new time, and says how many were told", async () => {
    const { schedule } = renderSchedule({ days: week, conflicts: () => answered([]), update: () => updated(SERIES, 3, 5) });
    const panel = await openClass(/^Yoga, sábado 28 de noviembre/);
    const details = within(panel).getByRole('region', { name: 'Esta clase' });
    expect(within(details).getByText('sábado 28 de noviembre a las 08:00')).toBeTruthy();
    expect(within(details).getByText('8 de 12 lugares')).toBeTruthy();
    expect(within(details).getByText('Serie semanal')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Ver lista' }).getAttribute('href')).toBe('/admin/clases/103');
    expect((within(panel).getByLabelText(/^Hora/) as HTMLInputElement).value).toBe('08:00');
    expect((within(panel).getByRole('radio', { name: 'Solo esta clase' }) as HTMLInputElement).checked).toBe(true);
    await setField(panel, /^Hora/, '09:00');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Esta y las siguientes' }));
    // The server is asked for this class's new start and, 'Esta y las siguientes', for the later ones of its series.
    await waitFor(() => expect(schedule.calls.conflicts.at(-1)).toEqual([
      expect.objectContaining({ starts: ['2026-11-28T09:00:00.000-06:00'], ignore_ids: [103], single_class_id: 103, scope: 'following' }),
    ]), FIRST_LOAD);
    await within(panel).findByText('Sin conflictos: la ubicación y los coaches están libres.', {}, FIRST_LOAD);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Clase guardada en 3 clase(s). Clientes avisados: 5.')).toBeTruthy();
    expect(schedule.calls.update).toEqual([[103, { class_date: '2026-11-28T09:00:00.000-06:00', scope: 'following' }]]);
  });

  it("says why a class that started can no longer be cancelled nor moved, and keeps its date and time", async () => {
    renderSchedule({ days: week, conflicts: () => answered([]) });
    // Thursday 07:00: three hours ago on the screen's clock (10:00).
    const panel = await openClass(/^Yoga, jueves 26 de noviembre/);
    const details = within(panel).getByRole('region', { name: 'Esta clase' });
    expect(within(details).queryByRole('button', { name: 'Cancelar clase' })).toBeNull();
    expect(within(details).getByText(/^Esta clase ya empezó: ya no se puede cancelar ni cambiar su fecha u hora\./)).toBeTruthy();
    expect((within(panel).getByLabelText(/^Fecha/) as HTMLInputElement).disabled).toBe(true);
    expect((within(panel).getByLabelText(/^Hora/) as HTMLInputElement).disabled).toBe(true);
    // A class still ahead keeps both.
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    const ahead = await openClass(/^Yoga, sábado 28 de noviembre/);
    expect(within(ahead).getByRole('button', { name: 'Cancelar clase' })).toBeTruthy();
    expect((within(ahead).getByLabelText(/^Hora/) as HTMLInputElement).disabled).toBe(false);
  });

  it('gives one class a substitute coach (no series, no scope to choose)', async () => {
    const { schedule } = renderSchedule({ days: week, conflicts: () => answered([]), update: () => updated(YOGA, 1, 8) });
    const panel = await openClass(/^Yoga, jueves 26 de noviembre/);
    expect(within(panel).queryByRole('radio', { name: 'Esta y las siguientes' })).toBeNull();
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'Luis Mora' })).toBeTruthy(), FIRST_LOAD);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Sofía Ramos' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Luis Mora' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Clase guardada. Clientes avisados: 8.')).toBeTruthy();
    expect(schedule.calls.update).toEqual([[101, { instructor_ids: [2], scope: 'one' }]]);
  });

  it("shows the server's refusal of a capacity below the booked places in the form, and says when nothing changed", async () => {
    const refusal = appError('schedule/capacity-below-reservations', 'La capacidad no puede ser menor que las reservaciones activas de la clase (8).', 409);
    const { schedule } = renderSchedule({ days: week, conflicts: () => answered([]), update: () => failed(refusal) });
    const panel = await openClass(/^Yoga, jueves 26 de noviembre/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('No hay cambios que guardar.')).toBeTruthy();
    expect(schedule.calls.update).toHaveLength(0);
    await setField(panel, /^Capacidad/, '5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('La capacidad no puede ser menor que las reservaciones activas de la clase (8).')).toBeTruthy();
    expect(schedule.calls.update).toEqual([[101, { capacity: 5, scope: 'one' }]]);
    expect(screen.getByRole('dialog', { name: 'Editar clase' })).toBeTruthy();
  });

  it("'Cancelar clase' asks 'Precaución' with the reservations it cancels, the credits and who is told, and the series' scope", async () => {
    const { schedule } = renderSchedule({
      days: week,
      conflicts: () => answered([]),
      cancel: () => answered({ ok: true as const, message: 'Clase cancelada.', single_class_id: 103, cancelled_reservations: 10, cancelled_classes: 3, notified_customers: 12 }),
    });
    const panel = await openClass(/^Yoga, sábado 28 de noviembre/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar clase' }));
    let question = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(question.textContent).toContain('Vas a cancelar la clase de Yoga del sábado 28 de noviembre a las 08:00. Reservaciones que se cancelan: 8. Los créditos regresan a cada cliente y avisamos a todos, también a la lista de espera.');
    await userEvent.click(within(question).getByRole('button', { name: 'Regresar' }));
    expect(schedule.calls.cancel).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar clase' }));
    question = await screen.findByRole('dialog', { name: 'Precaución' });
    await userEvent.click(within(question).getByRole('radio', { name: 'Esta y las siguientes' }));
    expect(question.textContent).toContain('y todas las siguientes de su serie');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar clase' }));
    expect(await screen.findByText('Clases canceladas: 3. Reservaciones canceladas: 10; sus créditos fueron devueltos. Clientes avisados: 12.')).toBeTruthy();
    expect(schedule.calls.cancel).toEqual([[103, 'following']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar clase' })).toBeNull());
  });

  it("shows the places the chosen class type gives the class, with where to change them, and nothing for a type without a map", async () => {
    const classTypes = () => answered({
      rows: [{ class_type_id: 1, name: 'Yoga', spot_map: '3,2', custom_spot_map: null }, { class_type_id: 2, name: 'Barre', spot_map: null, custom_spot_map: null }],
      total: 2,
    }) as never;
    renderSchedule({ days: week }, '/admin/horarios', {}, scheduleCatalogue({ classTypes }));
    const panel = await openNew();
    expect(within(panel).queryByText(/^Mapa de lugares/)).toBeNull();
    await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo de clase/), 'Yoga');
    const map = await within(panel).findByRole('region', { name: 'Vista previa' });
    expect(within(map).getAllByRole('radio')).toHaveLength(5);
    expect(within(panel).getByRole('link', { name: 'Tipos de clase' }).getAttribute('href')).toBe('/admin/tipos-de-clase');
    await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo de clase/), 'Barre');
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'Vista previa' })).toBeNull());
  });

  it('has no serious axe violation with the panel open', async () => {
    renderSchedule({ days: week, conflicts: () => answered([TAKEN]) });
    const panel = await openClass(/^Yoga, sábado 28 de noviembre/);
    await setField(panel, /^Hora/, '07:00');
    await within(panel).findByRole('alert', {}, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
