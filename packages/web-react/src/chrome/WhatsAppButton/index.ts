export { WhatsAppButton } from './WhatsAppButton.js';
