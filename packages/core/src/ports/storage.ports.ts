/** Key/value storage (localStorage in browsers, a map in tests). */
export interface StoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
