import { describe, expect, it } from 'vitest';
import { REQUEST_ERRORS, fill, messages, parseStudioConfig } from '@estudio/core';
import { useTestServer } from './support/browser.js';
import { deskSignIn } from './support/desk.js';

/** 'Configuración''s adapter (`@estudio/adapters/desk`) against the real server. */
const server = useTestServer();

const signedIn = deskSignIn(server);

describe('the settings adapter over the real server', () => {
  it('reads the stored list, saves the changed keys and answers the list as it now is', async () => {
    const { settings, api } = await signedIn('admin@estudio.test');
    const before = await settings.read();
    if (!before.ok) throw new Error(before.error.message);
    const name = before.value.find((entry) => entry.key === 'business_name')?.value ?? '';
    const saved = await settings.save({ business_name: 'Estudio Adaptador', coaches_enabled: false });
    if (!saved.ok) throw new Error(saved.error.message);
    const config = parseStudioConfig(saved.value);
    expect(config.appearance.businessName).toBe('Estudio Adaptador');
    expect(config.sections.coaches.enabled).toBe(false);
    // The customer side's own read sees it on its next load.
    const read = await api.appConfig.load();
    expect(read.ok && parseStudioConfig(read.value).appearance.businessName).toBe('Estudio Adaptador');
    expect((await settings.save({ business_name: name, coaches_enabled: true })).ok).toBe(true);
  });

  it("brings the server's refusal as its {code, message}", async () => {
    const { settings } = await signedIn('admin@estudio.test');
    const refused = await settings.save({ primary: 'rojo' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe(REQUEST_ERRORS.invalidBody.code);
    expect(!refused.ok && refused.error.message).toContain(messages.admin.colorFormat);
    const secret = await settings.save({ card_secret_key: 'sk_live_x' } as never);
    expect(!secret.ok && secret.error.message).toContain(fill(messages.deskSettings.secretKey, { key: 'card_secret_key' }));
  });

  it("refuses the front desk the write with the server's 403", async () => {
    const { settings } = await signedIn('recepcion@estudio.test');
    expect((await settings.read()).ok).toBe(true);
    const refused = await settings.save({ business_name: 'Recepción' });
    expect(!refused.ok && refused.error.status).toBe(403);
  });
});
