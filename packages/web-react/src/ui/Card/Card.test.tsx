import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card.js';
import { Container } from '../Container/index.js';

describe('Card and Container', () => {
  it('renders the requested element around its children', () => {
    render(
      <Container>
        <Card as="article" aria-label="Aviso">
          Hola
        </Card>
      </Container>,
    );
    expect(screen.getByRole('article', { name: 'Aviso' }).textContent).toBe('Hola');
  });
});
