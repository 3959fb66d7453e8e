import { createDemoPorts } from '@estudio/core/testing';
import { describeCustomerContract } from './customer.contract.js';

const ports = createDemoPorts();

/** One identity serves every call, so each call first leaves whoever was signed in. */
const fresh = async () => {
  await ports.identity.signOut();
  return ports.api;
};

describeCustomerContract(
  'createFakeApi (core/testing)',
  async (email, password = 'demo1234') => {
    await fresh();
    const signedIn = await ports.identity.signIn(email, password);
    if (!signedIn.ok) throw new Error(`sign-in of ${email} failed: ${signedIn.error.code}`);
    return ports.api;
  },
  {
    signUp: async (email, password) => {
      await fresh();
      const created = await ports.identity.signUp(email, password);
      if (!created.ok) throw new Error(`sign-up of ${email} failed: ${created.error.code}`);
      return ports.api;
    },
    signedOut: fresh,
    linkSentTo: async (email) => {
      const token = ports.api.state.emailChanges.findLast((change) => change.email === email && !change.used)?.token;
      if (token === undefined) throw new Error(`no confirmation link was sent to ${email}`);
      return token;
    },
  },
);
