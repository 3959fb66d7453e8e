/**
 * Spec 5, Phone: a valid phone is 3 digits, 3 digits, then 4 to 6 digits,
 * with an optional plus and separators (space, dot, dash, parentheses).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

/** Spec 9: a stored phone keeps digits only, at most 10. */
export const PHONE_MAX_DIGITS = 10;

/** Spec 9: guest name minimum length. */
export const GUEST_NAME_MIN = 2;

/** Spec 9: default minimum password length. */
export const PASSWORD_MIN_DEFAULT = 6;

/**
 * A plausible e-mail address: something, one '@', a host with a dot, no
 * spaces. The identity provider makes the final check.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 3, Customer: the sign-up reason that reveals the 'other' field. */
export const OTHER_REASON = 'Otro';
