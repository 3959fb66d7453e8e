import { endpoints } from '@estudio/core';
import { describeBookingContract } from './booking.contract.js';
import { composeBrowser, DEMO_PASSWORD, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

const server = useTestServer();
const ADMIN = 'admin@estudio.test';

const signedIn = async (email: string) => {
  const browser = composeBrowser(server());
  const signed = await browser.identity.signIn(email, DEMO_PASSWORD);
  if (!signed.ok) throw new Error(`sign-in of ${email} failed: ${signed.error.code}`);
  return browser;
};

const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Db is typed over every driver; PGlite and node-postgres both answer `rows`. */
const sql = async (text: string): Promise<{ key: string; value: string | null }[]> =>
  ((await server().db.execute(text)) as { rows: { key: string; value: string | null }[] }).rows;

const quoted = (value: string | null): string => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

const setSetting = async (key: string, value: string | null): Promise<void> => {
  await sql(`insert into settings (key, value) values (${quoted(key)}, ${quoted(value)}) on conflict (key) do update set value = excluded.value`);
};

/** Fails the test setup on a refused answer: these calls prepare the studio, they are not under test. */
const done = (answer: { ok: true } | { ok: false; error: { message: string } }): void => {
  if (!answer.ok) throw new Error(answer.error.message);
};

/** A new customer's record behind a new account, signed in. */
const signedUpCustomer = async () => {
  const browser = composeBrowser(server());
  const email = uniqueEmail('reserva');
  const created = await browser.identity.signUp(email, PASSWORD);
  if (!created.ok) throw new Error(`sign-up of ${email} failed: ${created.error.code}`);
  const customer = await browser.api.customer.signup({ name: 'Renata', last_name: 'Prueba', phone: phone() });
  if (!customer.ok) throw new Error(customer.error.message);
  return { api: browser.api, customerId: customer.value.customer_id };
};

describeBookingContract('createHttpApi', {
  signInAs: async (email) => (await signedIn(email)).api,
  newCustomer: async (credits) => {
    const customer = await signedUpCustomer();
    if (credits === 0) return customer;
    const { http } = await signedIn(ADMIN);
    done(await http.call(endpoints.availableClassCreate, { body: { customer_id: customer.customerId, available_classes: credits } }));
    return customer;
  },
  penalize: async (customerId, reason, endDate) => {
    const { http } = await signedIn(ADMIN);
    done(await http.call(endpoints.penaltyCreate, { body: { customer_id: customerId, reason, end_date: endDate } }));
  },
  withSettings: async (values, work) => {
    const keys = Object.keys(values);
    const rows = await sql(`select key, value from settings where key in (${keys.map(quoted).join(', ')})`);
    for (const [key, value] of Object.entries(values)) await setSetting(key, value);
    try {
      return await work();
    } finally {
      for (const key of keys) {
        const old = rows.find((row) => row.key === key);
        if (old) await setSetting(key, old.value);
        else await sql(`delete from settings where key = ${quoted(key)}`);
      }
    }
  },
  now: () => Date.now(),
});
