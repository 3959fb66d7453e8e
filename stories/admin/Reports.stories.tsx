import type { Meta, StoryObj } from '@storybook/react-vite';
import { answered, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import {
  attendanceReport, coachesReport, customersReport, emptySalesReport, reportsStub,
} from '../../packages/web-react/src/features/admin/reports/testing/reportFixtures.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

/** /admin/reportes at `search`, its reports answered as given (November 2026's fixtures otherwise). */
const reports = (search: string, answers: Parameters<typeof reportsStub>[0] = {}) =>
  adminScreen(`/admin/reportes${search}`, {}, { services: { deskReports: reportsStub(answers).port } });

const meta = { title: 'Admin/Reportes', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Ventas' for November so far: figures in pesos, revenue by day charted over its table, by package, by method, cash to collect. */
export const Sales: Story = { name: 'Ventas', parameters: reports(''), globals: desktop };
export const SalesPhone: Story = { name: 'Ventas (móvil)', parameters: reports(''), globals: mobile };
export const SalesByWeek: Story = { name: 'Ventas por semana', parameters: reports('?agrupar=semana'), globals: desktop };
/** 'Asistencia': totals, fill rate by class type (charted), coach, location, weekday and hour, and the weekday × hour heat map. */
export const Attendance: Story = { name: 'Asistencia', parameters: reports('?reporte=asistencia'), globals: desktop };
export const AttendancePhone: Story = { name: 'Asistencia (móvil)', parameters: reports('?reporte=asistencia'), globals: mobile };
/** 'Clientes': new, active, at risk, credits expiring and memberships ending, each name leading to her page. */
export const Customers: Story = { name: 'Clientes', parameters: reports('?reporte=clientes'), globals: desktop };
/** 'Coaches': classes, attendees, fill rate and stars, for payroll. */
export const Coaches: Story = { name: 'Coaches', parameters: reports('?reporte=coaches'), globals: desktop };
export const CoachesPhone: Story = { name: 'Coaches (móvil)', parameters: reports('?reporte=coaches'), globals: mobile };
/** A range without sales: every table says 'Sin datos en este periodo.' and offers nothing to export. */
export const Empty: Story = { name: 'Sin datos', parameters: reports('?desde=2026-01-01&hasta=2026-01-31', { sales: () => answered(emptySalesReport()) }), globals: desktop };
export const EmptyAttendance: Story = {
  name: 'Asistencia sin datos',
  parameters: reports('?reporte=asistencia', {
    attendance: () =>
      answered(attendanceReport({
        totals: {
          classes: 0, upcoming_classes: 0, cancelled_classes: 0, capacity_classes: 0, capacity: 0, capacity_booked: 0,
          reservations: 0, attended: 0, no_shows: 0, unmarked: 0, late_cancels: 0, fill_rate: null,
        },
        by_class_type: [], by_coach: [], by_location: [], by_weekday: [], by_hour: [], heat_map: [],
      })),
  }),
  globals: desktop,
};
export const EmptyCustomers: Story = {
  name: 'Clientes sin datos',
  parameters: reports('?reporte=clientes', {
    customers: () => {
      const none = { count: 0, rows: [] };
      return answered(customersReport({ new_customers: none, active_customers: none, at_risk: none, credits_expiring: none, memberships_ending: none }));
    },
  }),
  globals: desktop,
};
export const EmptyCoaches: Story = { name: 'Coaches sin datos', parameters: reports('?reporte=coaches', { coaches: () => answered(coachesReport({ coaches: [] })) }), globals: desktop };
/** A range the reports cannot take: it says why and asks for nothing. */
export const Inverted: Story = { name: 'Periodo al revés', parameters: reports('?desde=2026-11-20&hasta=2026-11-02'), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: reports('', { sales: () => never() }), globals: desktop };
export const LoadingAttendance: Story = { name: 'Asistencia cargando', parameters: reports('?reporte=asistencia', { attendance: () => never() }), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: reports('', { sales: () => failed() }), globals: desktop };
