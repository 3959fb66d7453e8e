/**
 * The waitlist (spec 2 'Waitlist screen', spec 4 'Waitlist'): a customer
 * joins the list of a full class from the calendar ('Anotarme'), finds it
 * on /mystudio/waitlists, and leaves it after the 'Precaución' question.
 */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { seen } from './support/app.js';
import { type CalendarTarget, fullClass, makeFullClass, myWaitlists, newCustomer } from './support/booking.js';
import { cardAction, classCard, dialogNamed, showWeekOf, signInAs, startingWith } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser, type ViewportKind } from './support/browser.js';

const w = messages.waitlist;
const b = messages.booking;

describe.skipIf(noBrowser)('the waitlist', () => {
  const { newPage } = useBrowser();

  const joinAndLeave = async (kind: ViewportKind, target: CalendarTarget) => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const { page } = await newPage(kind);
    await signInAs(page, customer);
    const join = await showWeekOf(page, target, kind, cardAction(b.joinLabel, target));
    expect(await join.textContent()).toBe(w.join);
    await seen(classCard(page, cardAction(b.joinLabel, target)).getByText(messages.schedule.soldOut, { exact: true }));
    await expectAccessible(page, `/mystudio with a full class (${kind})`);

    await join.click();
    const offer = await seen(dialogNamed(page, w.fullTitle));
    await seen(offer.getByText(w.fullBody, { exact: true }));
    await expectAccessible(page, `the waitlist modal (${kind})`);
    await offer.getByRole('button', { name: w.join, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: w.joined }));
    const listed = classCard(page, cardAction(b.leaveLabel, target));
    await seen(listed.getByText(b.onWaitlist, { exact: true }));
    expect((await myWaitlists(baseUrl(), customer)).map((entry) => entry.single_class_id)).toEqual([target.cls.single_class_id]);

    await page.getByRole('link', { name: messages.schedule.waitlist, exact: true }).click();
    await seen(page.getByRole('heading', { name: w.title, level: 1 }));
    const remove = await seen(page.getByRole('button', { name: startingWith(fill(w.removeLabel, { type: target.type, date: '' })) }));
    await seen(page.getByRole('link', { name: w.calendar, exact: true }));
    await seen(page.getByRole('button', { name: w.helpButton }));
    await expectAccessible(page, `/mystudio/waitlists with one entry (${kind})`);

    await remove.click();
    const question = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(question.getByText(w.removeQuestion, { exact: true }));
    await expectAccessible(page, `the 'Precaución' question (${kind})`);
    await question.getByRole('button', { name: w.removeConfirm, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: w.removed }));
    await seen(page.getByText(w.empty, { exact: true }));
    expect(await myWaitlists(baseUrl(), customer)).toEqual([]);
    await expectAccessible(page, `/mystudio/waitlists empty (${kind})`);
  };

  it("joins the waitlist of the demo's full class with 'Anotarme' and leaves it from /mystudio/waitlists (desktop)", async () =>
    joinAndLeave('desktop', await fullClass(baseUrl())));

  it('does the same on a phone, where the entries are cards, for a class made full through the API (mobile)', async () =>
    joinAndLeave('mobile', await makeFullClass(baseUrl())));
});
