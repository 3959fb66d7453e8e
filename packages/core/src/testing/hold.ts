/** A port whose calls to one method wait until released. */
export interface HeldPort<T> {
  /** The wrapped port: use it in place of the original. */
  readonly port: T;
  /** Lets every waiting call, and every later one, through. */
  release(): void;
  /** How many calls are waiting now. */
  readonly waiting: number;
}

/**
 * Wraps `target` so that calls to `method` wait until `release()`: the way
 * tests and stories see a machine while a call is pending (the spinner).
 * Other members pass straight through to `target`.
 */
export const holdCalls = <T extends object, K extends keyof T>(target: T, method: K): HeldPort<T> => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let waiting = 0;
  const port = new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (property !== method) return fn.bind(object);
      return async (...args: unknown[]) => {
        waiting += 1;
        await gate;
        waiting -= 1;
        return fn.apply(object, args);
      };
    },
  });
  return {
    port,
    release: () => open(),
    get waiting() {
      return waiting;
    },
  };
};
