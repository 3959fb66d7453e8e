import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink } from './Button.js';

describe('Button', () => {
  it('is a non-submitting button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and refuses clicks while busy', async () => {
    const onClick = vi.fn();
    render(<Button busy onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: /Guardar/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status')).toBeTruthy();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own look', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="danger">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(screen.getByRole('button', { name: 'B' }).className);
  });
});

describe('ButtonLink', () => {
  it('is a link to its target', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/entrar">Ingresar</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/entrar');
  });
});
