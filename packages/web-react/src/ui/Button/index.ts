export { Button, ButtonLink, buttonClass } from './Button.js';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './Button.js';
