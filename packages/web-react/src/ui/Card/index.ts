export { Card } from './Card.js';
export type { CardProps } from './Card.js';
