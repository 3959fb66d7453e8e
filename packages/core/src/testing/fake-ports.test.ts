import { describe, expect, it, vi } from 'vitest';
import { FakeClock, FAKE_CLOCK_START } from './fake-clock.js';
import { holdCalls } from './hold.js';
import { MemoryStorage } from './memory-storage.js';

describe('FakeClock', () => {
  it('starts at a fixed instant and moves only when told', () => {
    const clock = new FakeClock();
    expect(clock.now()).toBe(FAKE_CLOCK_START);
    clock.advance(15_000);
    expect(clock.now()).toBe(FAKE_CLOCK_START + 15_000);
    clock.set(0);
    expect(clock.now()).toBe(0);
  });
});

describe('MemoryStorage', () => {
  it('stores, reads and forgets strings', () => {
    const storage = new MemoryStorage({ a: '1' });
    expect(storage.get('a')).toBe('1');
    expect(storage.get('b')).toBeNull();
    storage.set('b', '2');
    storage.remove('a');
    expect(storage.snapshot()).toEqual({ b: '2' });
    storage.clear();
    expect(storage.snapshot()).toEqual({});
  });
});

describe('holdCalls', () => {
  it('holds one method until released and passes the others through', async () => {
    const target = { calls: 0, async slow() { this.calls += 1; return 'lento'; }, fast() { return 'rápido'; } };
    const held = holdCalls(target, 'slow');
    let answered: string | null = null;
    void held.port.slow().then((value) => {
      answered = value;
    });
    await Promise.resolve();
    expect(held.port.fast()).toBe('rápido');
    expect(held.waiting).toBe(1);
    expect(answered).toBeNull();
    held.release();
    await vi.waitFor(() => expect(answered).toBe('lento'));
    expect(target.calls).toBe(1);
  });
});
