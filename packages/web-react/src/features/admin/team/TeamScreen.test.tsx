import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskApi, TeamMember } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { teamMember } from '../testing/deskFixtures.js';
import { answered, deskStub, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const rosa = teamMember({ uid: 'u-rosa', email: 'rosa@estudio.test', name: 'Rosa', last_name: 'Díaz', role: 'staff', invited: true });
const TEAM = [teamMember(), rosa];

const renderTeam = (team: DeskApi['team'], answers: Partial<DeskApi> = {}) => {
  const desk = deskStub({ team, ...answers });
  return { ...renderAdmin('/admin/equipo', { desk }), desk };
};
const teamOf = (members: TeamMember[]) => () => answered(members);
const members = () => screen.findByRole('list', { name: 'Miembros del equipo' }, FIRST_LOAD);
const rowOf = (list: HTMLElement, email: string) => within(list).getByText(email).closest('li') as HTMLElement;
const reloaded = (desk: ReturnType<typeof renderTeam>['desk']) => waitFor(() => expect(desk.calls.team).toHaveLength(2));

describe("'Equipo'", SLOW, () => {
  it('lists the team with roles and pending invitations; her own row cannot be changed', async () => {
    renderTeam(teamOf(TEAM));
    const list = await members();
    const self = rowOf(list, 'admin@estudio.test');
    expect(within(self).getByText('Tú')).toBeTruthy();
    expect((within(self).getByLabelText('Rol de Admin Demo') as HTMLSelectElement).value).toBe('admin');
    expect(within(self).getByLabelText('Rol de Admin Demo').hasAttribute('disabled')).toBe(true);
    expect(within(self).getByRole('button', { name: 'Quitar a Admin Demo del equipo' }).hasAttribute('disabled')).toBe(true);
    const other = rowOf(list, 'rosa@estudio.test');
    expect(within(other).getByText('Invitación pendiente')).toBeTruthy();
    expect((within(other).getByLabelText('Rol de Rosa Díaz') as HTMLSelectElement).value).toBe('staff');
    expect(within(other).getByRole('button', { name: 'Quitar a Rosa Díaz del equipo' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Aún no hay nadie más en el equipo.')).toBeNull();
  });

  it('says when nobody else is on the team yet', async () => {
    renderTeam(teamOf([teamMember()]));
    await members();
    expect(screen.getByText('Aún no hay nadie más en el equipo.')).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    renderTeam(() => never());
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Miembros del equipo' })).toBeNull();
  });

  it('reports a failure and asks again with Reintentar', async () => {
    let calls = 0;
    const { desk } = renderTeam(() => (++calls === 1 ? failed() : answered(TEAM)));
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await members()).toBeTruthy();
    expect(desk.calls.team).toHaveLength(2);
  });

  it('invites someone by e-mail with a role, after checking the fields', async () => {
    const { desk } = renderTeam(teamOf(TEAM), { invite: (body) => answered(teamMember({ ...body, uid: 'u-new', invited: true })) });
    await members();
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    const panel = await screen.findByRole('dialog', { name: 'Invitar al equipo' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Invitar' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Revisa los campos faltantes o inválidos.');
    expect(within(panel).getAllByText('Debes llenar este campo.')).toHaveLength(2);
    expect(desk.calls.invite).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText(/^Correo electrónico/), 'Marta@Estudio.test');
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Marta');
    await userEvent.type(within(panel).getByLabelText(/^Apellido/), 'Paz');
    await userEvent.selectOptions(within(panel).getByLabelText(/^Rol/), 'admin');
    await userEvent.click(within(panel).getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('¡Invitación enviada!')).toBeTruthy();
    expect(desk.calls.invite).toEqual([[{ email: 'marta@estudio.test', name: 'Marta', last_name: 'Paz', role: 'admin' }]]);
    await reloaded(desk);
  });

  it("changes a member's role", async () => {
    const { desk } = renderTeam(teamOf(TEAM), { setRole: (uid, role) => answered({ ...rosa, uid, role }) });
    const list = await members();
    await userEvent.selectOptions(within(rowOf(list, 'rosa@estudio.test')).getByLabelText('Rol de Rosa Díaz'), 'admin');
    expect(await screen.findByText('¡Rol actualizado!')).toBeTruthy();
    expect(desk.calls.setRole).toEqual([['u-rosa', 'admin']]);
    await reloaded(desk);
  });

  it("takes someone off the team only after 'Precaución'", async () => {
    const { desk } = renderTeam(teamOf(TEAM), { removeMember: () => answered(undefined) });
    const list = await members();
    await userEvent.click(within(rowOf(list, 'rosa@estudio.test')).getByRole('button', { name: 'Quitar a Rosa Díaz del equipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText('¿Quitar a Rosa Díaz del equipo? Conservará su cuenta como cliente.')).toBeTruthy();
    expect(desk.calls.removeMember).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar del equipo' }));
    expect(await screen.findByText('Se quitó del equipo.')).toBeTruthy();
    expect(desk.calls.removeMember).toEqual([['u-rosa']]);
    await reloaded(desk);
  });

  it("tells the front desk (staff) the screen is the admin's, without asking for the team", async () => {
    const desk = deskStub({ team: teamOf(TEAM) });
    renderAdmin('/admin/equipo', { desk }, { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Hoy' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'Equipo' })).toBeNull();
    expect(screen.getByRole('link', { name: /Estudio Demo/ }).textContent).toContain('Recepción');
    expect(desk.calls.team).toHaveLength(0);
  });

  it('has no serious axe violation', async () => {
    renderTeam(teamOf(TEAM));
    await members();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
