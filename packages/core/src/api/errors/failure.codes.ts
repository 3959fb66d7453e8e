/** The code of a failure nobody planned for (a bug, a dropped connection); it keeps the `session/` prefix it was born with. */
export const UNEXPECTED_FAILURE_CODE = 'session/unexpected';
