/** Where the server writes what operators read. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Logs to stdout and stderr. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

/** Logs nothing (tests that check their own output). */
export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
