import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, fill, messages, NOTICE_ERRORS, NOTICE_TOPICS, type NoticePreferences, type Result } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { FIRST_LOAD } from '../../reservations/testing/render.js';
import { renderProfile } from '../testing/render.js';
import { fakeNoticesApi, type FakeNoticesOptions } from './testing/fakeNoticesApi.js';

const text = messages.notices;
const CONSENT = fill(text.whatsappOptIn, { phone: '5512340001' });

const renderCard = async (options: FakeNoticesOptions = {}) => {
  const fake = fakeNoticesApi(options);
  const rendered = await renderProfile({ services: { notices: fake.api } });
  const card = within(await screen.findByRole('region', { name: text.regionLabel }, FIRST_LOAD));
  await card.findByRole('group', { name: text.emailLegend }, FIRST_LOAD);
  return { fake, rendered, card };
};

describe("'Notificaciones' in 'Mi Información'", { timeout: 30_000 }, () => {
  it('shows a checked box per topic for e-mail, and saves a topic turned off', async () => {
    const { fake, card } = await renderCard();
    expect(card.getByRole('heading', { level: 2, name: text.title })).toBeTruthy();
    const email = within(card.getByRole('group', { name: text.emailLegend }));
    for (const topic of NOTICE_TOPICS) expect((email.getByRole('checkbox', { name: text.topics[topic] }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(email.getByRole('checkbox', { name: text.topics.waitlist }));
    await userEvent.click(card.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeTruthy();
    expect(fake.bodies).toEqual([{
      email: { reservations: true, reminders: true, waitlist: false, classChanges: true, payments: true, credits: true },
      whatsapp: { opted_in: false, topics: { reservations: false, reminders: false, waitlist: false, classChanges: false, payments: false, credits: false } },
    }]);
    expect((email.getByRole('checkbox', { name: text.topics.waitlist }) as HTMLInputElement).checked).toBe(false);
  });

  it('opts in to WhatsApp with the words she agreed to, then offers a box per topic', async () => {
    const { fake, card } = await renderCard();
    const whatsapp = within(card.getByRole('group', { name: text.whatsappLegend }));
    expect(whatsapp.queryByRole('checkbox', { name: text.topics.reminders })).toBeNull();
    await userEvent.click(whatsapp.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(whatsapp.getByRole('checkbox', { name: text.topics.reminders }));
    await userEvent.click(card.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeTruthy();
    expect(fake.bodies).toHaveLength(1);
    expect(fake.bodies[0]).toMatchObject({ whatsapp: { opted_in: true, consent: CONSENT, topics: { reminders: true, waitlist: false } } });
    expect(await whatsapp.findByText(fill(text.whatsappSince, { date: '02 mar 2026' }))).toBeTruthy();
    // Saving again sends no consent: she is opted in already.
    await userEvent.click(card.getByRole('button', { name: text.save }));
    await waitFor(() => expect(fake.bodies).toHaveLength(2));
    expect(fake.bodies[1]).not.toHaveProperty('whatsapp.consent');
  });

  it("says why WhatsApp is not offered: the studio does not send it, or her profile has no phone", async () => {
    const off = await renderCard({ available: false });
    expect(within(off.card.getByRole('group', { name: text.whatsappLegend })).getByText(text.whatsappUnavailable)).toBeTruthy();
    expect(off.card.queryByRole('checkbox', { name: CONSENT })).toBeNull();
    off.rendered.unmount();
    const noPhone = await renderCard({ phone: null });
    expect(within(noPhone.card.getByRole('group', { name: text.whatsappLegend })).getByText(text.whatsappNoPhone)).toBeTruthy();
  });

  it("shows the server's refusal in Spanish and keeps her choices", async () => {
    const { fake, card } = await renderCard();
    fake.failNextSave(errorOf(NOTICE_ERRORS.whatsappNotConfigured));
    await userEvent.click(within(card.getByRole('group', { name: text.whatsappLegend })).getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(card.getByRole('button', { name: text.save }));
    expect((await card.findByRole('alert')).textContent).toBe(text.whatsappNotConfigured);
    expect((card.getByRole('checkbox', { name: CONSENT }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows its loading state, then an error with a retry that loads again', async () => {
    const fake = fakeNoticesApi();
    let answerFirst: (failed: Result<NoticePreferences>) => void = () => undefined;
    let calls = 0;
    const api = {
      ...fake.api,
      mine: () => {
        calls += 1;
        return calls === 1 ? new Promise<Result<NoticePreferences>>((resolve) => { answerFirst = resolve; }) : fake.api.mine();
      },
    };
    await renderProfile({ services: { notices: api } });
    const card = within(await screen.findByRole('region', { name: text.regionLabel }, FIRST_LOAD));
    expect(card.getByRole('status').textContent).toBe(text.loading);
    act(() => answerFirst({ ok: false, error: { code: 'network', message: 'No hay conexión.' } }));
    expect((await card.findByRole('alert')).textContent).toBe('No hay conexión.');
    await userEvent.click(card.getByRole('button', { name: text.retry }));
    expect(await card.findByRole('group', { name: text.emailLegend })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('has no serious axe violations with WhatsApp opted in', async () => {
    const { card } = await renderCard();
    await userEvent.click(card.getByRole('checkbox', { name: CONSENT }));
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
