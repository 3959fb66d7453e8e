import { describeCheckoutContract } from './checkout.contract.js';
import { describePurchasesContract } from './purchases.contract.js';
import { describeSavedCardsContract } from './saved-cards.contract.js';
import { composeBrowser, useTestServer } from './support/browser.js';

// One server for the three suites: each start costs seconds in CI.
const server = useTestServer();

/** Each visitor gets her own browser (cookie jar, identity, ApiPort), as on the web. */
const world = { visitor: async () => composeBrowser(server()) };

describeCheckoutContract('createHttpApi', world);
describePurchasesContract('createHttpApi', world);
describeSavedCardsContract('createHttpApi', world);
