export { Footer } from './Footer.js';
export { contactLinks, socialUrl } from './footer.rules.js';
export type { ContactLink, ContactKind } from './footer.rules.js';
