import { describe, expect, it } from 'vitest';
import { routeList } from '@estudio/core';
import { literalSegmentsFirst } from '../../src/http/route-order.js';

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/** Whether one request path could match both routes (same length, every segment equal or a parameter). */
const overlap = (a: string, b: string): boolean => {
  const [left, right] = [segments(a), segments(b)];
  return left.length === right.length && left.every((part, index) => {
    const other = right[index] ?? '';
    return part === other || part.startsWith(':') || other.startsWith(':');
  });
};

/** The route that must win an overlap: the one with a literal where the other first has a parameter. */
const moreLiteral = (a: string, b: string): string => {
  const [left, right] = [segments(a), segments(b)];
  const index = left.findIndex((part, at) => part.startsWith(':') !== (right[at] ?? '').startsWith(':'));
  return index >= 0 && left[index]?.startsWith(':') ? b : a;
};

describe('the order routes are bound in', () => {
  it("puts PUT /single_class/guest before PUT /single_class/:id whatever the table's order", () => {
    const table = [
      { method: 'PUT', path: '/single_class/:id' },
      { method: 'DELETE', path: '/single_class/:id' },
      { method: 'PUT', path: '/single_class/guest' },
      { method: 'GET', path: '/single_class/single/:id' },
      { method: 'POST', path: '/single_class/:id/repeat' },
    ];
    const ordered = literalSegmentsFirst(table).map((route) => `${route.method} ${route.path}`);
    expect(ordered.indexOf('PUT /single_class/guest')).toBeLessThan(ordered.indexOf('PUT /single_class/:id'));
    // Routes of the same shape keep their order.
    expect(ordered.indexOf('PUT /single_class/:id')).toBeLessThan(ordered.indexOf('DELETE /single_class/:id'));
  });

  it('lets every literal path of the route table win over a parameter path of the same method', () => {
    const ordered = literalSegmentsFirst(routeList);
    for (const [index, route] of ordered.entries()) {
      for (const later of ordered.slice(index + 1)) {
        if (later.method !== route.method || !overlap(route.path, later.path)) continue;
        expect(moreLiteral(route.path, later.path), `${route.method} ${route.path} before ${later.path}`).toBe(route.path);
      }
    }
  });
});
