import type { TableSort } from '../../packages/web-react/src/features/admin/kit/index.js';

/** A customer row as the back office's list shows it. */
export interface DemoCustomer {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly plan: 'Mensual' | 'Anual' | 'Paquete 10 clases';
  readonly credits: number;
  readonly status: 'active' | 'inactive';
}

const FIRST = ['Ana', 'Luis', 'María', 'José', 'Fernanda', 'Diego', 'Sofía', 'Carlos', 'Valeria', 'Jorge', 'Ximena', 'Pablo', 'Renata'];
const LAST = ['López', 'García', 'Hernández', 'Martínez', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz'];
const PLANS: DemoCustomer['plan'][] = ['Mensual', 'Anual', 'Paquete 10 clases'];

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** 312 customers, always the same ones, so the stories read alike on every run. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = Array.from({ length: 312 }, (_, i) => {
  const first = FIRST[i % FIRST.length] ?? 'Ana';
  const last = LAST[(i * 7) % LAST.length] ?? 'López';
  return {
    id: 1000 + i,
    name: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}${i}@ejemplo.mx`,
    plan: PLANS[i % PLANS.length] ?? 'Mensual',
    credits: (i * 13) % 21,
    status: i % 5 === 0 ? 'inactive' : 'active',
  };
});

/** What a screen asks the server for. */
export interface DemoQuery {
  readonly q: string;
  readonly page: number;
  readonly perPage: number;
  readonly sort: TableSort | null;
  readonly status: string;
}

const compare = (sort: TableSort) => (a: DemoCustomer, b: DemoCustomer) => {
  const left = a[sort.id as keyof DemoCustomer];
  const right = b[sort.id as keyof DemoCustomer];
  const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'es');
  return sort.desc ? -order : order;
};

/** The server's side, in memory: search, filter, sort, then one page and the total. */
export const queryCustomers = ({ q, page, perPage, sort, status }: DemoQuery) => {
  const words = ascii(q.trim());
  const matching = DEMO_CUSTOMERS.filter(
    (c) => (status === 'all' || c.status === status) && (words === '' || ascii(`${c.name} ${c.email}`).includes(words)),
  );
  const sorted = sort ? [...matching].sort(compare(sort)) : matching;
  return { rows: sorted.slice((page - 1) * perPage, page * perPage), total: matching.length };
};
