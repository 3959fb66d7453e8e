import { createDemoPorts } from '@estudio/core/testing';
import { describeFormsContract } from './forms.contract.js';

const ports = createDemoPorts();

describeFormsContract('createFakeApi (core/testing)', async (email) => {
  await ports.identity.signOut();
  await ports.identity.signIn(email, 'demo1234');
  return ports.api;
});
