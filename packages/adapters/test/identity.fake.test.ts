import { FakeIdentity } from '@estudio/core/testing';
import { describeIdentityContract } from './identity.contract.js';

describeIdentityContract('FakeIdentity (core/testing)', () => new FakeIdentity());
