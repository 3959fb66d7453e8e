import { describeCheckoutContract } from './checkout.contract.js';
import { describePurchasesContract } from './purchases.contract.js';
import { describeSavedCardsContract } from './saved-cards.contract.js';
import { composeBrowser, useTestServer } from './support/browser.js';
import { createContractPayPal } from './support/paypal.js';

// One server for the three suites: each start costs seconds in CI. PayPal is a fake answered in-process.
const paypal = createContractPayPal();
const server = useTestServer({ payments: { sandbox: true, paypal: paypal.options } });

/** Each visitor gets her own browser (cookie jar, identity, ApiPort), as on the web. */
const world = {
  visitor: async () => composeBrowser(server()),
  provider: {
    enable: async () => {
      await server().db.execute(
        "insert into settings (key, value) values ('subscription_provider_enabled', 'true') on conflict (key) do update set value = excluded.value",
      );
    },
    approve: async (orderId: string) => paypal.approve(orderId),
  },
};

describeCheckoutContract('createHttpApi', world);
describePurchasesContract('createHttpApi', world);
describeSavedCardsContract('createHttpApi', world);
