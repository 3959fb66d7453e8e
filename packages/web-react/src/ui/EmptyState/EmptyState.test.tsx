import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('shows the message and the action', () => {
    render(<EmptyState message="Aún no has reservado clases." action={<button type="button">Ir a Reservar</button>} />);
    expect(screen.getByText('Aún no has reservado clases.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a Reservar' })).toBeTruthy();
  });
});
