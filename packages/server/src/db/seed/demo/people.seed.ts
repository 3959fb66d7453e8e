import { DateTime } from 'luxon';
import type { Role } from '@estudio/core';
import { acceptedPages, accounts, addresses, customerCustomValues, customerMilestones, customers } from '../../schema/index.js';
import type { Random } from '../random.js';
import type { SeedAccount, Tx } from '../types.js';
import type { DemoContent } from './content.seed.js';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_MEMBER_EMAIL,
  DEMO_NEW,
  DEMO_NEW_EMAIL,
  DEMO_REGULARS,
  DEMO_STAFF,
  DEMO_STAFF_EMAIL,
  regularRenewedDaysAgo,
} from './people.data.js';

/** Customer ids of the demo people. */
export interface DemoPeople {
  readonly admin: number;
  readonly member: number;
  readonly newcomer: number;
  readonly regulars: readonly number[];
  readonly staff: number;
}

interface Person {
  readonly email: string;
  readonly role: Role;
  readonly passwordHash: string;
  readonly profile: Omit<typeof customers.$inferInsert, 'uid' | 'email'>;
  readonly address?: Omit<typeof addresses.$inferInsert, 'customer_id'>;
  readonly joinedDaysAgo: number;
}

const people = (admin: SeedAccount, memberHash: string, now: Date): Person[] => {
  const { address: adminAddress, ...adminProfile } = DEMO_ADMIN;
  const { address: memberAddress, ...memberProfile } = DEMO_MEMBER;
  const { address: newAddress, ...newProfile } = DEMO_NEW;
  const unlimitedUntil = (index: number) =>
    DateTime.fromJSDate(now).minus({ days: regularRenewedDaysAgo(index) }).plus({ months: 1 }).toJSDate();
  return [
    { email: admin.email, role: 'admin', passwordHash: admin.passwordHash, profile: adminProfile, address: adminAddress, joinedDaysAgo: 400 },
    { email: DEMO_MEMBER_EMAIL, role: 'customer', passwordHash: memberHash, profile: memberProfile, address: memberAddress, joinedDaysAgo: 120 },
    { email: DEMO_NEW_EMAIL, role: 'customer', passwordHash: memberHash, profile: newProfile, address: newAddress, joinedDaysAgo: 1 },
    ...DEMO_REGULARS.map(({ email, ...profile }, index): Person => ({
      email, role: 'customer', passwordHash: memberHash, joinedDaysAgo: 30 + index * 7,
      profile: { ...profile, has_unlimited: true, unlimited_membership_expiration: unlimitedUntil(index) },
    })),
    // Last, so the ids of everyone before stay what they were.
    { email: DEMO_STAFF_EMAIL, role: 'staff', passwordHash: memberHash, profile: DEMO_STAFF, joinedDaysAgo: 200 },
  ];
};

/**
 * Accounts and customers: the admin, socia, nueva and the front desk
 * (recepcion) of the contract, and the regulars. Everyone has accepted
 * every page, so no one meets the terms modal.
 */
export const seedPeople = async (
  tx: Tx,
  input: { admin: SeedAccount; memberHash: string; content: DemoContent; now: Date; random: Random },
): Promise<DemoPeople> => {
  const { now, random, content } = input;
  const list = people(input.admin, input.memberHash, now);
  const uids = list.map(() => random.uuid());
  const joined = list.map((person) => DateTime.fromJSDate(now).minus({ days: person.joinedDaysAgo }).toJSDate());
  await tx.insert(accounts).values(
    list.map((person, index) => ({
      uid: uids[index] as string, email: person.email.toLowerCase(), password_hash: person.passwordHash,
      role: person.role, created_at: joined[index],
    })),
  );
  const rows = await tx
    .insert(customers)
    .values(
      list.map((person, index) => ({
        ...person.profile, uid: uids[index] as string, email: person.email.toLowerCase(),
        created_at: joined[index], updated_at: joined[index],
      })),
    )
    .returning({ id: customers.customer_id });
  const ids = rows.map((row) => row.id);
  await tx.insert(addresses).values(
    list.flatMap((person, index) => (person.address ? [{ ...person.address, customer_id: ids[index] as number }] : [])),
  );
  await tx.insert(acceptedPages).values(
    ids.flatMap((customer_id, index) =>
      content.allPages.map((page_id) => ({ page_id, customer_id, created_at: joined[index] })),
    ),
  );
  const [admin, member, newcomer, ...others] = ids as [number, number, number, ...number[]];
  const regulars = others.slice(0, DEMO_REGULARS.length);
  const staff = others[DEMO_REGULARS.length] as number;
  const [shirt, emergency, goal] = content.customFields;
  await tx.insert(customerCustomValues).values([
    { customer_id: member, custom_field_id: shirt as number, value: 'M', updated_at: now },
    { customer_id: member, custom_field_id: emergency as number, value: '5598765432', updated_at: now },
    { customer_id: member, custom_field_id: goal as number, value: 'Ganar flexibilidad y constancia.', updated_at: now },
  ]);
  await tx.insert(customerMilestones).values({ customer_id: member, milestone: 'Clases completadas', value: 25, created_at: now });
  return { admin, member, newcomer, regulars, staff };
};
