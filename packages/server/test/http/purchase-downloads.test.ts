import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ClassPackagesResponse, PurchasesResponse } from '@estudio/core';
import { classPackages, files } from '../../src/db/schema/index.js';
import { adminToken, newBuyer } from './support/booking.js';
import { attempt, CARDS, tokenOfCard } from './support/checkout.js';
import { onEachDatabase } from './support/harness.js';
import { demoPackageId } from './support/packages.js';

const PROGRAM_URL = 'https://cdn.estudio.test/programa-8-semanas.pdf';

onEachDatabase('what a paid purchase delivers', (h) => {
  let card: string;
  let admin: string;
  let five: number;
  let unlimited: number;
  beforeAll(async () => {
    card = await tokenOfCard(h(), CARDS.paid);
    admin = await adminToken(h());
    [five, unlimited] = [await demoPackageId(h(), 'five'), await demoPackageId(h(), 'unlimited')];
    await h().db.update(classPackages).set({ file_url: PROGRAM_URL }).where(eq(classPackages.class_package_id, five));
    const [file] = await h().db.insert(files).values({ name: 'Guía de bienvenida.pdf', type: 'application/pdf', src: '/files/guia.pdf' }).returning();
    await h().db.update(classPackages).set({ downloadable_file_id: file!.file_id }).where(eq(classPackages.class_package_id, unlimited));
  });

  const buy = async (token: string, packageId: number, payment: 'card' | 'cash') => {
    const answer = await attempt(h(), token, { class_package_id: packageId, payment_method: payment, card_token: card });
    expect(answer.status, answer.text).toBe(200);
    return Number(answer.body.purchase_id);
  };
  const mine = async (token: string) => PurchasesResponse.parse((await h().request('GET', '/api/purchases', { token })).body).purchases;

  it('never shows a package’s file_url in the public listings, only to admins', async () => {
    const listed = ClassPackagesResponse.parse((await h().request('GET', '/api/class_packages')).body).class_packages;
    expect(listed.find((pkg) => pkg.class_package_id === five)?.file_url).toBeNull();
    expect((await h().request('GET', `/api/class_packages/${five}`)).body.class_package.file_url).toBeNull();
    const adminList = ClassPackagesResponse.parse((await h().request('GET', '/api/class_packages/admin/all', { token: admin })).body).class_packages;
    expect(adminList.find((pkg) => pkg.class_package_id === five)?.file_url).toBe(PROGRAM_URL);
  });

  it('hands the buyer the package’s link once paid', async () => {
    const { token } = await newBuyer(h());
    const id = await buy(token, five, 'card');
    expect((await mine(token)).find((p) => p.purchase_id === id)?.download).toEqual({ name: 'Paquete 5 clases', url: PROGRAM_URL });
  });

  it('prefers the downloadable file, named as uploaded, and waits for a cash purchase to be paid', async () => {
    const { token } = await newBuyer(h());
    const id = await buy(token, unlimited, 'cash');
    expect((await mine(token)).find((p) => p.purchase_id === id)?.download).toBeNull();
    const paid = await h().request('PUT', `/api/purchases/${id}/paid`, { token: admin });
    expect(paid.status, paid.text).toBe(200);
    expect((await mine(token)).find((p) => p.purchase_id === id)?.download).toEqual({ name: 'Guía de bienvenida.pdf', url: '/files/guia.pdf' });
  });

  it('takes the content away from a cancelled purchase', async () => {
    const { token } = await newBuyer(h());
    const id = await buy(token, unlimited, 'card');
    const cancelled = await h().request('POST', `/api/purchases/cancel/${id}`, { token, body: { reason: 'Me mudo de ciudad' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await mine(token)).find((p) => p.purchase_id === id)?.download).toBeNull();
  });
});
