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
};

describeCheckoutContract('createFakeApi (core/testing)', world);
describePurchasesContract('createFakeApi (core/testing)', world);
describeSavedCardsContract('createFakeApi (core/testing)', world);
