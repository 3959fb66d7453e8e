import { discountAdminHandlers } from './admin.js';
import { discountCodeHandlers } from './by-code.js';

/** The handlers of spec 7 'Discounts'. */
export const discountHandlers = {
  ...discountCodeHandlers,
  ...discountAdminHandlers,
};

export { discountRefusal, type DiscountRefusal } from './rules.js';
export { discountView } from './views.js';
