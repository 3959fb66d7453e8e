import { randomInt } from 'node:crypto';

/** A tag unique to this run and call, for e-mails that no other run or test uses. */
const uniqueTag = (): string => `${Date.now().toString(36)}${randomInt(36 ** 4).toString(36).padStart(4, '0')}`;

/** A new customer's details, with an e-mail and a phone no one else has. */
export const newPerson = () => {
  const tag = uniqueTag();
  return {
    name: 'Prueba',
    lastName: 'Recorrido',
    email: `e2e-${tag}@estudio.test`,
    // 10 digits, as a Mexican mobile: '55' and 8 random digits (spec 5 phone pattern 3-3-4).
    phone: `55${String(randomInt(10 ** 8)).padStart(8, '0')}`,
    password: 'Secreta123',
  };
};
