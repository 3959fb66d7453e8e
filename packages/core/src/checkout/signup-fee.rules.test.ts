import { describe, expect, it } from 'vitest';
import type { SignupFeeFacts } from './checkout.model.js';
import { signupFeeNotice } from './signup-fee.rules.js';

const viewed = { class_package_id: 20, is_trial: false, class_amount: 10, limit_per_customer: null };
const facts = (fields: Partial<SignupFeeFacts> = {}): SignupFeeFacts => ({
  signupFeePackageId: 7, purchases: [], viewed, ...fields,
});

describe('the sign-up fee (spec 4)', () => {
  it("asks to pay it first, linking to its checkout", () => {
    expect(signupFeeNotice(facts())).toEqual({
      title: 'Completar Inscripción',
      text: 'Antes de comprar un paquete de clases debes pagar tu inscripción.',
      packageId: 7,
      path: '/checkout/7',
    });
  });

  it('asks nothing without a signup_fee package', () => {
    expect(signupFeeNotice(facts({ signupFeePackageId: null }))).toBeNull();
  });

  it('asks nothing once it is bought; a failed charge bought nothing', () => {
    expect(signupFeeNotice(facts({ purchases: [{ class_package_id: 7, status: 'completed' }] }))).toBeNull();
    expect(signupFeeNotice(facts({ purchases: [{ class_package_id: 7 }] }))).toBeNull();
    expect(signupFeeNotice(facts({ purchases: [{ class_package_id: 7, status: 'failed' }] }))).not.toBeNull();
    expect(signupFeeNotice(facts({ purchases: [{ class_package_id: 8, status: 'active' }] }))).not.toBeNull();
  });

  it('asks nothing on the fee package itself, nor on a trial', () => {
    expect(signupFeeNotice(facts({ viewed: { ...viewed, class_package_id: 7 } }))).toBeNull();
    expect(signupFeeNotice(facts({ viewed: { ...viewed, is_trial: true } }))).toBeNull();
    expect(signupFeeNotice(facts({ viewed: { ...viewed, class_amount: 1, limit_per_customer: 1 } }))).toBeNull();
  });

  it('waits for sign-in, when the purchases are known', () => {
    expect(signupFeeNotice(facts({ purchases: null }))).toBeNull();
  });
});
