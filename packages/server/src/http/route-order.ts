/** One segment of a path: 0 for a literal (`guest`), 1 for a parameter (`:id`). */
const shapeOf = (path: string): number[] => path.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? 1 : 0));

/**
 * Orders routes so that a literal segment comes before a parameter at the
 * same place: Hono runs the first registered route that matches, so
 * `PUT /single_class/:id` registered before `PUT /single_class/guest` would
 * take its requests. Routes of the same shape keep their order.
 */
export const literalSegmentsFirst = <R extends { readonly path: string }>(routes: readonly R[]): R[] =>
  [...routes].sort((a, b) => {
    const [left, right] = [shapeOf(a.path), shapeOf(b.path)];
    for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
      const difference = (left[index] ?? 0) - (right[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return left.length - right.length;
  });
