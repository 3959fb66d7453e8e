import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, menuFor } from './adminMenu.js';

describe('the admin menu', () => {
  it('shows staff only the front desk, and drops empty groups', () => {
    const staff = menuFor('staff');
    expect(staff.map((group) => group.label)).toEqual(['Operación']);
    expect(staff.flatMap((group) => group.entries.map((entry) => entry.label))).toEqual(['Hoy', 'Clientes', 'Check-in']);
  });

  it('shows the admin every entry', () => {
    const admin = menuFor('admin');
    expect(admin.flatMap((group) => group.entries.map((entry) => entry.to)))
      .toEqual(ADMIN_MENU.flatMap((group) => group.entries.map((entry) => entry.to)));
    expect(admin.map((group) => group.label)).toContain('Estudio');
  });
});
