import { messages, type Routes } from '@estudio/core';
import { ownTransactions, type Handler } from '../handler.js';
import { deleteSource, ownSources, saveSource } from './store.js';
import { hasSavedBrand, paymentSourceView, savedCardView } from './views.js';

/**
 * GET /metodosPago: the caller's saved cards (Mis Método de Pago), whatever
 * payment_sources_enabled says, so she can always see and delete them.
 */
const savedCardsMine: Handler<Routes['savedCardsMine']> = async (ctx) => ({
  metodos_pago: (await ownSources(ctx)).filter(hasSavedBrand).map(savedCardView),
});

/** POST /metodosPago: saves a tokenised card ('¡Método de Pago guardado con éxito!' is the web's). */
const savedCardSave: Handler<Routes['savedCardSave']> = ownTransactions<Routes['savedCardSave']>(async (ctx) => {
  const row = await saveSource(ctx);
  if (!hasSavedBrand(row)) throw new Error('A saved card was stored with an unknown brand');
  return { metodo_pago: savedCardView(row) };
});

/** DELETE /metodosPago/:id: 'Metodo de Pago eliminado con éxito.' */
const savedCardDelete: Handler<Routes['savedCardDelete']> = ownTransactions<Routes['savedCardDelete']>(async (ctx) => {
  await deleteSource(ctx);
  return { ok: true, message: messages.paymentMethods.deletedCard };
});

/** GET /payment_sources: the same cards in the checkout's shape. */
const paymentSourcesMine: Handler<Routes['paymentSourcesMine']> = async (ctx) => ({
  payment_sources: (await ownSources(ctx)).map(paymentSourceView),
});

/** POST /payment_sources: saving, answered in the checkout's shape. */
const paymentSourceSave: Handler<Routes['paymentSourceSave']> = ownTransactions<Routes['paymentSourceSave']>(async (ctx) => ({
  payment_source: paymentSourceView(await saveSource(ctx)),
}));

/** DELETE /payment_sources/:id. */
const paymentSourceDelete: Handler<Routes['paymentSourceDelete']> = ownTransactions<Routes['paymentSourceDelete']>(async (ctx) => {
  await deleteSource(ctx);
  return { ok: true, message: messages.paymentMethods.deletedCard };
});

/** Spec 3 'Saved card' in its two shapes: /metodosPago (the customer's list) and /payment_sources (the checkout's). */
export const savedCardHandlers = {
  savedCardsMine, savedCardSave, savedCardDelete, paymentSourcesMine, paymentSourceSave, paymentSourceDelete,
};
