import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, err, messages } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { RecoverPage } from './RecoverPage.js';

const recover = async (email: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Correo electrónico/), email);
  await user.click(screen.getByRole('button', { name: 'Recuperar' }));
};

describe('/recuperar', () => {
  it('has one e-mail field, the button and the way back to sign in', () => {
    renderWithServices(<RecoverPage />, { route: '/recuperar' });
    expect(screen.getByLabelText(/Correo electrónico/).getAttribute('type')).toBe('email');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Regresar a iniciar sesión' }).getAttribute('href')).toBe('/entrar');
  });

  it('sends the reset e-mail to a known address', async () => {
    const { services } = renderWithServices(<RecoverPage />, { route: '/recuperar' });
    await recover(demoFixtures.accounts.socia.email);
    expect((await screen.findAllByText(messages.auth.recoverySent)).length).toBeGreaterThan(0);
    expect(services.fakes.identity.sentResets).toEqual([demoFixtures.accounts.socia.email]);
  });

  it('says the same for an unknown address', async () => {
    renderWithServices(<RecoverPage />, { route: '/recuperar' });
    await recover('nadie@estudio.test');
    expect((await screen.findAllByText('Te hemos enviado un correo para reestablecer tu contraseña.')).length).toBeGreaterThan(0);
  });

  it('says the same when the provider reports an unknown address', async () => {
    const { services } = renderWithServices(<RecoverPage />, { route: '/recuperar' });
    vi.spyOn(services.fakes.identity, 'sendPasswordReset').mockResolvedValue(
      err(appError('auth/user-not-found', messages.auth.userNotFound, 400)),
    );
    await recover('nadie@estudio.test');
    expect((await screen.findAllByText(messages.auth.recoverySent)).length).toBeGreaterThan(0);
    expect(screen.queryByText(messages.auth.userNotFound)).toBeNull();
  });

  it('sends nothing for an address that is not an e-mail', async () => {
    const { services } = renderWithServices(<RecoverPage />, { route: '/recuperar' });
    const send = vi.spyOn(services.fakes.identity, 'sendPasswordReset');
    await recover('no-es-correo');
    expect(screen.getByText(messages.auth.invalidEmail)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
