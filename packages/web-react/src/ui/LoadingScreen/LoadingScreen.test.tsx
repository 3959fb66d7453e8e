import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LoadingScreen } from './LoadingScreen.js';

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows its label and offers the fallback only after 30 s', () => {
    render(<LoadingScreen label="Accediendo" fallback={<a href="/entrar">Ingresar</a>} />);
    expect(screen.getByRole('status').textContent).toBe('Accediendo');
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.queryByRole('link')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/entrar');
  });
});
