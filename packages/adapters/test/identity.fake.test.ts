import { FakeIdentity } from '@estudio/core/testing';
import { describeIdentityContract } from './identity.contract.js';

describeIdentityContract('FakeIdentity (core/testing)', () => new FakeIdentity(), (identity) => {
  const fake = identity as FakeIdentity;
  const stored = fake.storedSession();
  return () => fake.reopen(stored);
});
