import type { Random } from '../../../packages/server/src/db/seed/random.js';
import type {
  accounts, availableClasses, classPackages, customers, purchases,
} from '../../../packages/server/src/db/schema/index.js';
import { AREA_CODES, BUSY_PACKAGES, BUSY_STUDIO, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './shape.js';

const DAY = 24 * 60 * 60 * 1000;

/** Who a benchmark acts as: enough to sign an ID token for her. */
export interface BenchPerson {
  readonly customerId: number;
  readonly uid: string;
  readonly email: string;
}

/** The studio's customers, what they bought and the credits it left them, with explicit ids. */
export interface CustomersPlan {
  readonly accounts: (typeof accounts.$inferInsert)[];
  readonly customers: (typeof customers.$inferInsert)[];
  readonly packages: (typeof classPackages.$inferInsert)[];
  readonly purchases: (typeof purchases.$inferInsert)[];
  readonly credits: (typeof availableClasses.$inferInsert)[];
  /** Every customer, in customer id order (the front desk's account not among them). */
  readonly people: readonly BenchPerson[];
  /** The front desk (role 'staff', a customer record like the team's): the caller of the customer search. */
  readonly desk: BenchPerson;
}

/** A name as an e-mail spells it: no accents, no spaces, lower case ('María José' → 'mariajose'). */
export const asciiOf = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '');

const customerRow = (index: number, random: Random, now: number) => {
  const name = random.pick(FIRST_NAMES);
  const [first, second] = [random.pick(LAST_NAMES), random.pick(LAST_NAMES)];
  const person: BenchPerson = {
    customerId: index + 1, uid: `bench-${index}`, email: `${asciiOf(name)}.${asciiOf(first)}${index}@${random.pick(EMAIL_DOMAINS)}`,
  };
  // Ten digits, unique by the index in the middle.
  const phone = random.chance(BUSY_STUDIO.phoneShare)
    ? `${random.pick(AREA_CODES)}${String(index).padStart(5, '0')}${random.int(100, 999)}` : null;
  const created_at = new Date(now - random.int(1, 1_000) * DAY);
  return { person, row: { customer_id: person.customerId, uid: person.uid, email: person.email, name, last_name: `${first} ${second}`, phone, created_at } };
};

type Package = (typeof BUSY_PACKAGES)[number];

/** A purchase of `pkg` some days ago and the one credit it grants: a pack's classes partly used (maybe expired), or a running subscription's unlimited month. */
const boughtBy = (customerId: number, pkg: Package, random: Random, now: number) => {
  const subscription = 'is_subscription' in pkg;
  const bought = now - (subscription ? random.int(0, pkg.expiration_days - 1) : random.int(0, 120)) * DAY;
  const at = new Date(bought);
  return {
    purchase: {
      customer_id: customerId, class_package_id: BUSY_PACKAGES.indexOf(pkg) + 1, title: pkg.title, amount: pkg.price, total_payment: pkg.price,
      status: subscription ? 'active' : 'completed', class_amount: pkg.class_amount, expiration_days: pkg.expiration_days,
      subscription_id: subscription ? `sub_bench_${customerId}` : null, subscription_period: subscription ? pkg.subscription_period : null,
      subscription_interval: subscription ? pkg.subscription_interval : null, created_at: at, updated_at: at,
    },
    credit: {
      customer_id: customerId, available_classes: subscription ? -1 : random.int(0, pkg.class_amount),
      expiration_date: new Date(bought + pkg.expiration_days * DAY), created_at: at,
    },
  };
};

/**
 * 20,000 customers with Spanish names (accents, compound first names, two
 * surnames), e-mails and mostly phones, who signed up over the last three
 * years (accounts without passwords: the benchmarks sign their tokens
 * directly), and the front desk's staff account. The write benchmark's
 * clients (the first customers) hold one large credit each, its id their
 * customer id; of the others, 40 % bought a package and hold its credit.
 */
export const planCustomers = (random: Random, now: number): CustomersPlan => {
  const made = Array.from({ length: BUSY_STUDIO.customers }, (_, index) => customerRow(index, random, now));
  const people = made.map(({ person }) => person);
  const desk: BenchPerson = { customerId: people.length + 1, uid: 'bench-desk', email: 'recepcion@estudio-bench.test' };
  const sales = people.slice(BUSY_STUDIO.writers)
    .filter(() => random.chance(BUSY_STUDIO.purchaseShare))
    .map(({ customerId }) => boughtBy(customerId, random.pick(BUSY_PACKAGES), random, now));
  const writerCredits = people.slice(0, BUSY_STUDIO.writers).map(({ customerId }) => ({
    available_class_id: customerId, customer_id: customerId, available_classes: BUSY_STUDIO.writerCredits, expiration_date: new Date(now + 60 * DAY),
  }));
  return {
    accounts: [
      ...people.map(({ uid, email }) => ({ uid, email, password_hash: null, role: 'customer' })),
      { uid: desk.uid, email: desk.email, password_hash: null, role: 'staff' },
    ],
    customers: [
      ...made.map(({ row }) => row),
      { customer_id: desk.customerId, uid: desk.uid, email: desk.email, name: 'Rosa', last_name: 'Domínguez Peña', phone: '5512340000' },
    ],
    packages: BUSY_PACKAGES.map((pkg, index) => ({ class_package_id: index + 1, ...pkg })),
    purchases: sales.map(({ purchase }, index) => ({ purchase_id: index + 1, ...purchase })),
    credits: [
      ...writerCredits,
      ...sales.map(({ credit }, index) => ({ available_class_id: writerCredits.length + index + 1, purchase_id: index + 1, ...credit })),
    ],
    people,
    desk,
  };
};
