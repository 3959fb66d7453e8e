import { createDemoPorts } from '@estudio/core/testing';
import { describeFilesContract } from './files.contract.js';

const ports = createDemoPorts();

describeFilesContract('createFakeApi (core/testing)', async (email) => {
  await ports.identity.signOut();
  await ports.identity.signIn(email, 'demo1234');
  return ports.api;
});
