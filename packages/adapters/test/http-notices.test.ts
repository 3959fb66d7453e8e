import { describe, expect, it } from 'vitest';
import { NOTICE_ERRORS, NOTICE_TOPICS, type NoticeTopic } from '@estudio/core';
import { createHttpNoticesApi } from '../src/http/http-notices.js';
import { composeBrowser, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

/**
 * Her notice preferences' adapter (issue 17) against the real server: the
 * answer under `preferences` (validated with core's schema), and a refusal
 * as the server's {code, message}.
 */
const server = useTestServer();

const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const all = (on: boolean) => Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, on])) as Record<NoticeTopic, boolean>;

describe('the notices adapter over the real server', () => {
  it('reads the defaults, saves a topic off, and answers the 412 of a WhatsApp opt-in the studio cannot send', async () => {
    const member = composeBrowser(server());
    await member.identity.signUp(uniqueEmail('avisos'), PASSWORD);
    const record = await member.api.customer.signup({ name: 'Inés', last_name: 'Avisos', phone: phone() });
    if (!record.ok) throw new Error(record.error.message);
    const notices = createHttpNoticesApi(member.http);
    const mine = await notices.mine();
    expect(mine.ok && mine.value.email).toEqual(all(true));
    expect(mine.ok && mine.value.whatsapp.available).toBe(false);
    const saved = await notices.update({ email: { ...all(true), credits: false }, whatsapp: { opted_in: false, topics: all(false) } });
    expect(saved.ok && saved.value.email.credits).toBe(false);
    const refused = await notices.update({ email: all(true), whatsapp: { opted_in: true, consent: 'Acepto', topics: all(true) } });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe(NOTICE_ERRORS.whatsappNotConfigured.code);
    expect(!refused.ok && refused.error.message).toBe(NOTICE_ERRORS.whatsappNotConfigured.message);
    expect((await notices.mine()).ok && (await notices.mine())).toMatchObject({ value: { email: { ...all(true), credits: false } } });
  });
});
