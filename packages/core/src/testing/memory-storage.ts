import type { StoragePort } from '../ports/storage.ports.js';

/** A StoragePort over a Map: localStorage for tests and stories. */
export class MemoryStorage implements StoragePort {
  private readonly items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  get(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.items.set(key, value);
  }

  remove(key: string): void {
    this.items.delete(key);
  }

  /** Forgets everything. */
  clear(): void {
    this.items.clear();
  }

  /** A copy of what is stored, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}
