/**
 * 'Equipo' (/admin/equipo, issue 12, the admin's only): the admin invites
 * someone by e-mail, changes her role and takes her off the team. A
 * customer invited as the front desk enters /admin but not 'Equipo', and
 * once off the team she is told /admin is not for her.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, fullName, messages, roleLabel } from '@estudio/core';
import { callJson, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { newCustomer } from './support/booking.js';
import { dialogNamed } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';
import { fieldNamed, signInAtDoor, successAlert, team, teamOf } from './support/desk.js';

const d = messages.desk;

/** Someone to invite: her e-mail and names. */
interface Invitee {
  readonly email: string;
  readonly name: string;
  readonly lastName: string;
}

/** Her row of the team's list, by her e-mail. */
const memberRow = (page: Page, email: string): Locator =>
  page.getByRole('list', { name: d.teamTable }).getByRole('listitem').filter({ hasText: email });

/** Her role in the team as the API tells it, or null when she is not on it. */
const roleOf = async (email: string) => (await teamOf(baseUrl())).find((member) => member.email === email)?.role ?? null;

/** Opens 'Equipo' from the admin's menu (opening it first on a phone). */
const openTeam = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: d.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: d.team, exact: true }).click();
  await seen(page.getByRole('heading', { name: d.teamTitle, level: 1 }));
  await seen(page.getByRole('list', { name: d.teamTable }));
};

/** 'Invitar': fills the panel with her e-mail, names and the role, sends it, and waits for her row. */
const invite = async (page: Page, who: Invitee, role: 'staff' | 'admin', scan?: string): Promise<Locator> => {
  await page.getByRole('button', { name: d.invite, exact: true }).click();
  const panel = await seen(dialogNamed(page, d.inviteTitle));
  await fieldNamed(panel, d.fieldEmail).fill(who.email);
  await fieldNamed(panel, d.fieldName).fill(who.name);
  await fieldNamed(panel, d.fieldLastName).fill(who.lastName);
  await fieldNamed(panel, d.fieldRole).selectOption({ label: roleLabel(role) });
  if (scan) await expectAccessible(page, scan);
  await panel.getByRole('button', { name: d.invite, exact: true }).click();
  await successAlert(page, d.memberInvited);
  await panel.waitFor({ state: 'detached' });
  return seen(memberRow(page, who.email));
};

/** 'Quitar del equipo' on her row, confirmed: she leaves the list. */
const removeFromTeam = async (page: Page, row: Locator, name: string) => {
  await row.getByRole('button', { name: fill(d.removeMemberOf, { name }), exact: true }).click();
  const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
  await seen(confirm.getByText(fill(d.removeConfirm, { name }), { exact: true }));
  await confirm.getByRole('button', { name: d.removeMember, exact: true }).click();
  await successAlert(page, d.memberRemoved);
  await row.waitFor({ state: 'detached' });
};

describe.skipIf(noBrowser)("the studio's team ('Equipo')", () => {
  const { newPage } = useBrowser();

  it('invites someone new by e-mail, makes her an admin, and takes her off the team (desktop)', async () => {
    const person = newPerson();
    const who: Invitee = { email: person.email, name: 'Lucía', lastName: 'Equipo Prueba' };
    const name = `${who.name} ${who.lastName}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openTeam(page);
    await expectAccessible(page, '/admin/equipo (desktop)');

    const row = await invite(page, who, 'staff', "'Invitar al equipo' (desktop)");
    await seen(row.getByText(name, { exact: false }));
    await seen(row.getByText(d.pendingInvite, { exact: true }));
    const role = row.getByRole('combobox', { name: fill(d.changeRoleOf, { name }), exact: true });
    await expect(role.inputValue()).resolves.toBe('staff');
    expect(await roleOf(who.email)).toBe('staff');
    await expectAccessible(page, '/admin/equipo after an invitation (desktop)');

    await role.selectOption({ label: roleLabel('admin') });
    await successAlert(page, d.roleChanged);
    expect(await roleOf(who.email)).toBe('admin');
    await page.reload();
    await expect((await seen(memberRow(page, who.email))).getByRole('combobox', { name: fill(d.changeRoleOf, { name }), exact: true }).inputValue()).resolves.toBe('admin');

    await removeFromTeam(page, memberRow(page, who.email), name);
    expect(await roleOf(who.email)).toBeNull();
    await expectAccessible(page, '/admin/equipo after a removal (desktop)');
  });

  it("lets an invited customer in as the front desk but not into 'Equipo', and out once removed (mobile admin)", async () => {
    const customer = await newCustomer(baseUrl());
    const who: Invitee = { email: customer.email, name: 'Otro', lastName: 'Nombre' };
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, '/admin');
    await openTeam(page);
    const row = await invite(page, who, 'staff');
    // An account of her own already: no invitation pending, and her record keeps its names.
    expect(await row.getByText(d.pendingInvite, { exact: true }).count()).toBe(0);
    const member = (await teamOf(baseUrl())).find((m) => m.email === who.email);
    expect(member).toMatchObject({ role: 'staff', name: customer.name, invited: false });
    const name = fullName(member ?? { name: '', last_name: '' });
    await seen(row.getByRole('combobox', { name: fill(d.changeRoleOf, { name }), exact: true }));
    await expectAccessible(page, '/admin/equipo (mobile)');

    const her = await newPage('desktop');
    await signInAtDoor(her.page, { email: customer.email, password: customer.password }, '/admin');
    await seen(her.page.getByRole('heading', { name: d.today, level: 1 }));
    const menu = her.page.getByRole('navigation', { name: messages.admin.areaNavigation });
    await seen(menu.getByRole('link', { name: d.customers, exact: true }));
    expect(await menu.getByRole('link', { name: d.team, exact: true }).count()).toBe(0);
    await her.page.goto('/admin/equipo');
    await seen(her.page.getByRole('heading', { name: d.adminOnlyTitle, level: 1 }));
    expect(await her.page.getByRole('button', { name: d.invite, exact: true }).count()).toBe(0);
    const refused = await callJson<{ code: string }>(baseUrl(), '/api/team', { token: await tokenFor(baseUrl(), customer.email, customer.password) });
    expect([refused.status, refused.body.code]).toEqual([403, 'auth/forbidden']);

    await removeFromTeam(page, row, name);
    expect(await roleOf(who.email)).toBeNull();
    await her.page.goto('/admin');
    await seen(her.page.getByRole('heading', { name: messages.admin.noAccessTitle, level: 1 }));
  });
});
