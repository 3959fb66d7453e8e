/**
 * What the video journeys need: a fresh customer with online access (the
 * admin gives her the demo's online pack, so the socia's seeded favourites
 * stay as they are for other tests), her videos as the API answers them,
 * and a stand-in for the video host's player (no network leaves the machine).
 */
import type { Page } from 'playwright-core';
import { callJson } from './api.js';
import { adminToken, newCustomer, type JourneyCustomer } from './booking.js';
import { packageIdOf } from './checkout.js';

/** A new customer who holds the demo's 'Online ilimitado' as a gift (POST /api/customer/giveAccess). */
export const newViewer = async (baseUrl: string): Promise<JourneyCustomer> => {
  const customer = await newCustomer(baseUrl);
  const online = await packageIdOf(baseUrl, 'Online ilimitado');
  const answer = await callJson(baseUrl, '/api/customer/giveAccess', {
    body: { customer_id: customer.customerId, class_package_id: online, is_gift: true },
    token: await adminToken(baseUrl),
  });
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`POST /api/customer/giveAccess answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return customer;
};

/** A page of GET /api/videos with the customer's token. */
export const videosOf = async (baseUrl: string, customer: JourneyCustomer, query = '') => {
  const answer = await callJson<{ videos: { video_id: number; name: string; favorite: number; completed: boolean }[]; total: number }>(
    baseUrl, `/api/videos${query ? `?${query}` : ''}`, { token: customer.token },
  );
  if (answer.status !== 200) throw new Error(`GET /api/videos?${query} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** The demo's videos play on Vimeo: answer its player with a small page of our own, so the iframe loads offline. */
export const standInPlayer = async (page: Page): Promise<void> => {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><head><title>Reproductor</title></head><body><main><p>Video</p></main></body></html>' }),
  );
};
