import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { demoFixtures } from '@estudio/core/testing';
import { useStudioConfig } from '../app/services.js';
import { useSession } from '../app/session.js';
import { useAlerts } from '../ui/Alerts/index.js';
import { makeFakeServices } from './fakeServices.js';
import { renderWithServices } from './renderWithServices.js';

const Probe = () => {
  const config = useStudioConfig();
  const { pathname } = useLocation();
  const session = useSession();
  const alerts = useAlerts();
  return (
    <div>
      <p>{config.appearance.businessName}</p>
      <p>ruta {pathname}</p>
      <p>{session.signedIn ? 'dentro' : 'fuera'}</p>
      <button type="button" onClick={() => alerts.success('Listo')}>
        Avisar
      </button>
      <Link to="/otra">Otra</Link>
    </div>
  );
};

describe('makeFakeServices', () => {
  it('builds the demo studio with settings laid over it', async () => {
    const services = makeFakeServices({ config: { business_name: 'Otro Estudio', banner_enabled: 'false' } });
    expect(services.config.appearance.businessName).toBe('Otro Estudio');
    expect(services.config.sections.banner.enabled).toBe(false);
    expect(services.config.sections.hero.enabled).toBe(true);
    const loaded = await services.api.appConfig.load();
    expect(loaded.ok && loaded.value.find((e) => e.key === 'business_name')?.value).toBe('Otro Estudio');
  });

  it('leaves pending calls unanswered and answers the others', async () => {
    const services = makeFakeServices({ pending: ['content.pages'] });
    const answered = await services.api.content.announcements();
    expect(answered.ok).toBe(true);
    const held = await Promise.race([services.api.content.pages(), new Promise((resolve) => setTimeout(() => resolve('pendiente'), 20))]);
    expect(held).toBe('pendiente');
    expect(services.fakes.api.state.pages.length).toBeGreaterThan(0);
  });

  it('keeps the fakes at hand and lets whole services be replaced', () => {
    const services = makeFakeServices();
    expect(services.api).toBe(services.fakes.api);
    const other = makeFakeServices({ services: { config: services.config } });
    expect(other.config).toBe(services.config);
  });
});

describe('renderWithServices', () => {
  it('renders with the providers at the route and follows links to given routes', async () => {
    renderWithServices(<Probe />, { route: '/inicio', routes: [{ path: '/otra', element: <p>Otra pantalla</p> }] });
    expect(screen.getByText(demoFixtures.businessName)).toBeTruthy();
    expect(screen.getByText('ruta /inicio')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Avisar' }));
    expect(screen.getByRole('status').textContent).toContain('Listo');
    await userEvent.click(screen.getByRole('link', { name: 'Otra' }));
    expect(await screen.findByText('Otra pantalla')).toBeTruthy();
  });

  it('restores a signed-in demo account', async () => {
    renderWithServices(<Probe />, { signedInAs: demoFixtures.accounts.socia.email });
    await waitFor(() => expect(screen.getByText('dentro')).toBeTruthy());
  });
});
