import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';
import { describeCustomerContract } from './customer.contract.js';

const server = useTestServer();

/** The link's token in the newest e-mail the server wrote to `email` (its outbox is the delivery in local mode). */
const linkSentTo = async (email: string): Promise<string> => {
  // Db is typed over every driver, so the raw result is unknown; PGlite and node-postgres both answer `rows`.
  const { rows } = (await server().db.execute(
    `select body from outbox where recipient = '${email.replaceAll("'", "''")}' order by outbox_id desc limit 1`,
  )) as { rows: { body: string }[] };
  const token = /confirmar-correo\?token=([^\s&]+)/.exec(rows[0]?.body ?? '')?.[1];
  if (token === undefined) throw new Error(`no confirmation link was sent to ${email}`);
  return decodeURIComponent(token);
};

describeCustomerContract(
  'createHttpApi',
  async (email, password = DEMO_PASSWORD) => {
    const browser = composeBrowser(server());
    const signedIn = await browser.identity.signIn(email, password);
    if (!signedIn.ok) throw new Error(`sign-in of ${email} failed: ${signedIn.error.code}`);
    return browser.api;
  },
  {
    signUp: async (email, password) => {
      const browser = composeBrowser(server());
      const created = await browser.identity.signUp(email, password);
      if (!created.ok) throw new Error(`sign-up of ${email} failed: ${created.error.code}`);
      return browser.api;
    },
    signedOut: async () => composeBrowser(server()).api,
    linkSentTo,
  },
);
