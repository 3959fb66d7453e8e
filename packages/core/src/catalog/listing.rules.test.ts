import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import type { CatalogPackage } from './catalog.model.js';
import { isTrialPackage, packageList, packagesScreen, packagesTitle, trialSection } from './listing.rules.js';

const pkg = (id: number, fields: Partial<CatalogPackage> = {}): CatalogPackage => ({
  class_package_id: id, price: 500, sale_price: null, is_subscription: false, subscription_period: null,
  subscription_interval: null, class_amount: 5, expiration_days: 30, is_special_event: false, is_trial: false,
  limit_per_customer: null, order: id, ...fields,
});

const ids = (packages: readonly CatalogPackage[]) => packages.map((p) => p.class_package_id);

describe('trial packages (spec 4)', () => {
  it('are flagged is_trial, or have 1 class with limit_per_customer 1', () => {
    expect(isTrialPackage(pkg(1, { is_trial: true }))).toBe(true);
    expect(isTrialPackage(pkg(1, { class_amount: 1, limit_per_customer: 1 }))).toBe(true);
    expect(isTrialPackage(pkg(1, { class_amount: 1, limit_per_customer: 2 }))).toBe(false);
    expect(isTrialPackage(pkg(1, { class_amount: 2, limit_per_customer: 1 }))).toBe(false);
    expect(isTrialPackage(pkg(1, { class_amount: 1 }))).toBe(false);
  });
});

describe('the Packages screen (spec 2)', () => {
  const all = [
    pkg(1, { order: 5 }),
    pkg(2, { is_trial: true, order: 9 }),
    pkg(3, { is_special_event: true, order: 0 }),
    pkg(4, { limit_per_customer: 1, class_amount: 3, order: 1 }),
    pkg(5, { order: 2 }),
    pkg(6, { class_amount: 1, limit_per_customer: 1, order: 3 }),
    pkg(7, { is_special_event: true, class_amount: 1, limit_per_customer: 1 }),
    pkg(8, { order: 2 }),
  ];

  it('puts the trial section first: the trials by order, never a special event', () => {
    expect(ids(trialSection(all))).toEqual([6, 2]);
  });

  it('hides special events and limit_per_customer 1 from the list, sorted by order', () => {
    expect(ids(packageList(all))).toEqual([5, 8, 1]);
  });

  it('never shows a trial twice', () => {
    const screen = packagesScreen(all);
    expect(ids(screen.list).filter((id) => ids(screen.trials).includes(id))).toEqual([]);
    expect(screen.emptyText).toBeNull();
  });

  it("reads 'No hay paquetes disponibles.' when nothing is left to show", () => {
    const screen = packagesScreen([pkg(3, { is_special_event: true }), pkg(4, { limit_per_customer: 1, class_amount: 4 })]);
    expect(screen).toEqual({ trials: [], list: [], emptyText: 'No hay paquetes disponibles.' });
    expect(packagesScreen([]).emptyText).toBe(messages.content.noPackages);
  });

  it('keeps the caller’s own package type', () => {
    const rich = [{ ...pkg(1), title: 'Cinco clases' }];
    expect(packageList(rich)[0]?.title).toBe('Cinco clases');
  });

  it('titles the list with class_packages_name', () => {
    expect(packagesTitle({ files: { packagesName: 'Membresías' } } as never)).toBe('Membresías');
  });
});
