export { createPayPalButtons, PROVIDER_UNAVAILABLE, type PayPalButtonsOptions, type PayPalLoader } from './paypal-buttons.js';
