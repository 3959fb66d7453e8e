import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('announces a default Spanish label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Cargando');
  });

  it('announces the given label', () => {
    render(<Spinner label="Guardando" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Guardando');
  });
});
