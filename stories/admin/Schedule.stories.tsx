import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ClassConflict, DeskScheduleApi } from '@estudio/core';
import { answered, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { scheduleClass, scheduleDays, scheduleStub } from '../../packages/web-react/src/features/admin/schedule/testing/scheduleFixtures.js';
import { scheduleCatalogue } from '../../packages/web-react/src/features/admin/schedule/testing/renderSchedule.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const sofia = { instructor: { instructor_id: 1, name: 'Sofía', last_name: 'Ramos', nick_name: null, file: null } };
const luis = { instructor: { instructor_id: 2, name: 'Luis', last_name: 'Mora', nick_name: null, file: null } };
const polanco = { location_id: 2, location: { location_id: 2, name: 'Polanco', address: null } };
const barre = { class_type_id: 2, name: 'Barre', icon: null, spot_map: null };

/** The week of 23 November 2026: mornings and evenings at Roma and Polanco, one class full with a waitlist, a weekly series on Tuesdays. */
const WEEK = scheduleDays([
  scheduleClass({ single_class_id: 100, class_date: '2026-11-24T13:00:00.000Z', class_instructors: [sofia], series_id: 4 }),
  scheduleClass({ single_class_id: 101, class_instructors: [sofia] }),
  scheduleClass({ single_class_id: 102, class_date: '2026-11-26T15:30:00.000Z', class_type: barre, class_instructors: [sofia, luis], reservation_count: 12, waitlist_count: 3, ...polanco }),
  scheduleClass({ single_class_id: 104, class_date: '2026-11-27T01:00:00.000Z', class_instructors: [luis], reservation_count: 4, ...polanco }),
  scheduleClass({ single_class_id: 105, class_date: '2026-11-28T15:00:00.000Z', class_instructors: [], reservation_count: 0, capacity: null }),
]);

const TAKEN: ClassConflict = {
  start: '2026-11-26T13:00:00.000Z', kind: 'location', single_class_id: 90, class_date: '2026-11-26T13:00:00.000Z', duration_minutes: 50,
  class_type_name: 'Barre', location_name: 'Roma', coach_name: null,
};

const horarios = (days: DeskScheduleApi['days'], route = '/admin/horarios', more: Partial<DeskScheduleApi> = {}) =>
  adminScreen(route, { deskCatalogue: scheduleCatalogue() }, {
    services: {
      deskSchedule: scheduleStub({
        days,
        conflicts: () => answered([]),
        create: () => answered({ ...WEEK[0]!.classes[0]!, mine: null }),
        createSeries: () => answered({ series_id: 7, single_classes: WEEK[0]!.classes }),
        update: () => answered({ single_class: WEEK[0]!.classes[0]!, updated_classes: 1, notified_customers: 8 }),
        cancel: () => answered({ ok: true as const, message: 'Clase cancelada.', single_class_id: 100, cancelled_reservations: 8, cancelled_classes: 1, notified_customers: 8 }),
        ...more,
      }),
    },
  });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = { title: 'Admin/Horarios', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week, a column a day: each class with its time, type, coaches, location, booked of capacity, 'Llena' and its waitlist, and its roster. */
export const Week: Story = { name: 'Semana', parameters: horarios(() => answered(WEEK)), globals: desktop };
/** Thursday by coach: a class two coaches share is in both columns. */
export const DayByCoach: Story = { name: 'Día por coach', parameters: horarios(() => answered(WEEK), '/admin/horarios?vista=dia&columnas=coach'), globals: desktop };
/** Thursday by location. */
export const DayByLocation: Story = { name: 'Día por ubicación', parameters: horarios(() => answered(WEEK), '/admin/horarios?vista=dia'), globals: desktop };
/** A phone lists the chosen day's classes. */
export const Phone: Story = { name: 'Día (móvil)', parameters: horarios(() => answered(WEEK)), globals: mobile };
export const Empty: Story = { name: 'Sin clases', parameters: horarios(() => answered([])), globals: desktop };
export const Filtered: Story = { name: 'Sin clases con filtros', parameters: horarios(() => answered([]), '/admin/horarios?tipo=2'), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: horarios(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: horarios(() => failed()), globals: desktop };

/** 'Nueva clase', weekly on Tuesdays and Thursdays at 07:00: the dates it will create and a conflict at Roma, before saving. */
export const NewSeries: Story = {
  name: 'Nueva clase: serie semanal con conflicto',
  parameters: horarios(() => answered(WEEK), '/admin/horarios', { conflicts: () => answered([TAKEN]) }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click((await body(canvasElement).findAllByRole('button', { name: 'Nueva clase' }))[0] as HTMLElement);
    const panel = within(await body(canvasElement).findByRole('dialog', { name: 'Nueva clase' }));
    await userEvent.selectOptions(await panel.findByLabelText(/^Ubicación/), 'Roma');
    await userEvent.click(panel.getByRole('radio', { name: 'Cada semana' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Martes' }));
    await userEvent.type(panel.getByLabelText(/^Hora/), '07:00');
  },
};

/** A class of a weekly series: what it is now, 'Ver lista', 'Cancelar clase', its form and 'Solo esta clase' or 'Esta y las siguientes'. */
export const EditInSeries: Story = {
  name: 'Editar clase de una serie',
  parameters: horarios(() => answered(WEEK)),
  globals: desktop,
  play: async ({ canvasElement }) => {
    const card = await body(canvasElement).findByRole('article', { name: /^Yoga, martes 24 de noviembre/ });
    await userEvent.click(within(card).getByRole('button'));
  },
};

/** The same panel on a phone: the whole screen. */
export const EditPhone: Story = {
  ...EditInSeries,
  name: 'Editar clase (móvil)',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Día anterior' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Día anterior' }));
    const card = await body(canvasElement).findByRole('article', { name: /^Yoga, martes 24 de noviembre/ });
    await userEvent.click(within(card).getByRole('button'));
  },
};
