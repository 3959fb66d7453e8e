import { describe, expect, it } from 'vitest';
import { createPasswords, hashPassword, PASSWORD_COST, scryptKey, verifyPassword, type DeriveKey, type ScryptCost } from './password.js';

const CHEAP: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** scrypt, recording the cost of every derivation. */
const counting = () => {
  const costs: ScryptCost[] = [];
  const derive: DeriveKey = (password, salt, length, cost) => {
    costs.push(cost);
    return scryptKey(password, salt, length, cost);
  };
  return { costs, derive };
};

describe('passwords', () => {
  it("hashes at OWASP's cost by default: N=2^17, r=8, p=1 (over Node's default maxmem)", async () => {
    expect(PASSWORD_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const passwords = createPasswords();
    expect(passwords.cost).toEqual(PASSWORD_COST);
    const stored = await passwords.hash('contraseña1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await passwords.verify('contraseña1', stored)).toEqual({ ok: true, stale: false });
  }, 30_000);

  it('marks a right password over a cheaper hash as stale, a wrong one never', async () => {
    const old = await hashPassword('vieja123', CHEAP);
    const passwords = createPasswords({ N: 2 ** 11, r: 8, p: 1 });
    expect(await passwords.verify('vieja123', old)).toEqual({ ok: true, stale: true });
    expect(await passwords.verify('otra1234', old)).toEqual({ ok: false, stale: false });
    // A hash stronger than the current cost is never "upgraded" down.
    expect(await createPasswords(CHEAP).verify('vieja123', await hashPassword('vieja123', { N: 2 ** 11, r: 8, p: 1 }))).toEqual({ ok: true, stale: false });
  });

  it('spends one derivation at the current cost for nobody, as for a wrong password', async () => {
    const { costs, derive } = counting();
    const passwords = createPasswords(CHEAP, derive);
    const stored = await passwords.hash('secreta1');
    costs.length = 0;
    await passwords.verify('equivocada', stored);
    await passwords.verifyNobody('lo-que-sea');
    await passwords.verifyNobody('otra-vez');
    expect(costs).toEqual([CHEAP, CHEAP, CHEAP]);
  });

  it('refuses what is not a scrypt hash', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$0$8$1$c2FsdA$aGFzaA', 'scrypt$abc$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
