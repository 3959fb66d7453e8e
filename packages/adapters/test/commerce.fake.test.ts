import { createDemoPorts } from '@estudio/core/testing';
import { describeCheckoutContract } from './checkout.contract.js';
import { describePurchasesContract } from './purchases.contract.js';
import { describeSavedCardsContract } from './saved-cards.contract.js';

const ports = createDemoPorts();

/** One identity serves every visitor: each one first leaves whoever was signed in. */
const world = {
  visitor: async () => {
    await ports.identity.signOut();
    return ports;
  },
  // The fake's provider approves every order it opened: only the flag is the studio's.
  provider: {
    enable: async () => {
      ports.api.state.config = [...ports.api.state.config.filter((entry) => entry.key !== 'subscription_provider_enabled'), { key: 'subscription_provider_enabled', value: 'true' }];
    },
    approve: async () => undefined,
  },
};

describeCheckoutContract('createFakeApi (core/testing)', world);
describePurchasesContract('createFakeApi (core/testing)', world);
describeSavedCardsContract('createFakeApi (core/testing)', world);
