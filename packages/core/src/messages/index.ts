export { messages, fill } from './messages.js';
