export { Container } from './Container.js';
