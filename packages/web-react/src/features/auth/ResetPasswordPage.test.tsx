import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, err, messages, ok } from '@estudio/core';
import type { ConfirmPasswordReset } from '../../app/services.js';
import { renderWithServices } from '../../testing/index.js';
import { ResetPasswordPage } from './ResetPasswordPage.js';

const TOKEN = 'a'.repeat(32);

const renderReset = (confirm: ConfirmPasswordReset, route = `/recuperar/nueva?token=${TOKEN}`) =>
  renderWithServices(<ResetPasswordPage />, { route, services: { confirmPasswordReset: confirm } });

const choose = async (password: string, confirmation: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nueva contraseña/), password);
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
};

describe('/recuperar/nueva', () => {
  it('sets the new password with the token and leads to sign in', async () => {
    const confirm = vi.fn<ConfirmPasswordReset>().mockResolvedValue(ok(undefined));
    renderReset(confirm);
    await choose('nueva-clave', 'nueva-clave');
    expect((await screen.findAllByText(messages.auth.passwordChanged)).length).toBeGreaterThan(0);
    expect(confirm).toHaveBeenCalledWith(TOKEN, 'nueva-clave');
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/entrar');
  });

  it('says the link is not valid when the server refuses the token', async () => {
    const confirm = vi.fn<ConfirmPasswordReset>().mockResolvedValue(
      err(appError('auth/invalid-reset-token', messages.auth.resetLinkInvalid, 401)),
    );
    renderReset(confirm);
    await choose('nueva-clave', 'nueva-clave');
    expect((await screen.findAllByText(messages.auth.resetLinkInvalid)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  });

  it('says the link is not valid without a token', () => {
    renderReset(vi.fn<ConfirmPasswordReset>(), '/recuperar/nueva');
    expect(screen.getByText(messages.auth.resetLinkInvalid)).toBeTruthy();
  });

  it('sends nothing while the passwords differ or are too short', async () => {
    const confirm = vi.fn<ConfirmPasswordReset>();
    renderReset(confirm);
    await choose('abc', 'abd');
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
