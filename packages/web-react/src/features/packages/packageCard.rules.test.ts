import { describe, expect, it } from 'vitest';
import { demoPackages } from '@estudio/core/testing';
import type { ClassPackage } from '@estudio/core';
import { homePackages, packageCardModel, specialEvents } from './packageCard.rules.js';

const demo = (title: string): ClassPackage => {
  const found = demoPackages.find((pkg) => pkg.title === title);
  if (!found) throw new Error(`No demo package '${title}'`);
  return found;
};

describe('packageCardModel', () => {
  it('strikes the normal price through under a sale price, and says both aloud', () => {
    const model = packageCardModel(demo('Paquete 10 clases'));
    expect(model.price.current).toMatch(/^\$1,200/);
    expect(model.price.regular).toMatch(/^\$1,400/);
    expect(model.price.spoken).toContain('Precio normal');
    expect(model.facts).toEqual(['10 clases', 'Vigencia de 60 días']);
    expect(model.actionName).toBe('Comprar Paquete 10 clases');
  });

  it("offers a free package without subscription as 'Obtener Oferta'", () => {
    expect(packageCardModel(demo('Clase de prueba'))).toMatchObject({ actionLabel: 'Obtener Oferta', facts: ['1 clase', 'Vigencia de 15 días'] });
  });

  it('words a subscription by its period, and names the class types a package is bound to', () => {
    const unlimited = packageCardModel(demo('Ilimitado mensual'));
    expect(unlimited).toMatchObject({ every: 'cada mes', facts: ['Clases ilimitadas'], actionLabel: 'Comprar' });
    expect(packageCardModel(demo('Paquete Cycling 8 clases')).facts).toContain('Válido para Cycling');
    expect(packageCardModel(demo('Online ilimitado')).facts).toEqual(['Vigencia de 30 días', 'Acceso a clases online']);
  });

  it('says when a special event is sold out, and when few places are left', () => {
    const event = demo('Masterclass de Yoga y Meditación');
    expect(packageCardModel({ ...event, sold: 20 })).toMatchObject({ soldOut: true, placesLeft: null });
    expect(packageCardModel({ ...event, sold: 19 })).toMatchObject({ soldOut: false, placesLeft: 'Queda 1 lugar' });
    expect(packageCardModel({ ...event, sold: 16 }).placesLeft).toBe('Quedan 4 lugares');
    expect(packageCardModel({ ...event, sold: 3 }).placesLeft).toBeNull();
    expect(packageCardModel({ ...event, capacity: null, sold: 300 }).soldOut).toBe(false);
  });
});

describe('listings', () => {
  it('keeps special events and home-featured packages by order', () => {
    expect(specialEvents(demoPackages).map((p) => p.title)).toEqual(['Masterclass de Yoga y Meditación']);
    const reordered = demoPackages.map((p) => (p.title === 'Ilimitado mensual' ? { ...p, order: 0 } : p));
    expect(homePackages(reordered).map((p) => p.title)).toEqual(['Ilimitado mensual', 'Clase de prueba', 'Paquete 10 clases']);
  });
});
