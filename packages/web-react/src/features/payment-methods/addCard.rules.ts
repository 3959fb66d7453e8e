import { findCardMethod, type PaymentMethodLike } from '@estudio/core';
import type { ResourceState } from '../shared/useResource.js';

/**
 * What the 'Agregar tarjeta' area shows: nothing but its loading state
 * while the studio's ways to pay load; a note when they name no card (the
 * server takes none: no card provider, no sandbox); else the card
 * provider's field when the studio has one (Stripe), else the sandbox form.
 */
export type AddCardMode = 'loading' | 'unavailable' | 'provider' | 'sandbox';

/**
 * The area's mode from GET /payment_methods and whether a card provider is
 * configured. A failed load keeps the form: the save itself still answers
 * whether the card can be kept, and the screen worked that way before.
 */
export const addCardMode = (methods: ResourceState<readonly PaymentMethodLike[]>, hasProvider: boolean): AddCardMode => {
  if (methods.status === 'loading') return 'loading';
  if (methods.status === 'ready' && findCardMethod(methods.data) === null) return 'unavailable';
  return hasProvider ? 'provider' : 'sandbox';
};
