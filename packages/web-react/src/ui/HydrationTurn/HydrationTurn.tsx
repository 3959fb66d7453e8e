import { Suspense, type ReactNode } from 'react';

/** The attribute that marks, in the server's HTML, an element hydrated in its own turn. */
const TURN_ATTRIBUTE = 'data-turn';

/** How long one turn may hold the main thread before the browser gets it back (input, paint), in ms. */
const SLICE_MS = 8;

/** Microtask turns a resolved turn takes to render: Suspense's reaction, then the renderer's queued render. */
const RENDER_TURNS = 8;

/** The turns of the server's HTML not yet hydrated, by id; empty outside a page being hydrated. */
const waiting = new Set<string>();
/** The turns asked for, in document order, each resolved when its time comes. */
const queue: (() => void)[] = [];
let serving = false;

const nextTask = () => new Promise<void>((resolve) => void setTimeout(resolve));
const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Hands out turns: as many as fit in one slice, then the browser's turn, until none is left. */
const serve = async () => {
  serving = true;
  while (queue.length > 0) {
    await nextTask();
    const start = now();
    while (queue.length > 0 && now() - start < SLICE_MS) {
      queue.shift()?.();
      for (let turn = 0; turn < RENDER_TURNS; turn += 1) await Promise.resolve();
    }
  }
  serving = false;
  // A turn of the server's HTML that the browser's render did not reach is not waited for by a later render.
  waiting.clear();
};

const turn = (): Promise<void> => {
  const ready = new Promise<void>((resolve) => queue.push(resolve));
  if (!serving) void serve();
  return ready;
};

/**
 * Notes the turns in a server-rendered page, before it is hydrated
 * (main.tsx): each `HydrationTurn` found there is then hydrated in a task of
 * its own, after the rest of the page. Not called, every `HydrationTurn`
 * renders at once, as in a page the browser renders itself and in tests.
 */
export const collectServerTurns = (root: ParentNode): void => {
  for (const element of root.querySelectorAll(`[${TURN_ATTRIBUTE}]`)) {
    const id = element.getAttribute(TURN_ATTRIBUTE);
    if (id) waiting.add(id);
  }
};

/** The props the turn's one element must carry, for the server's HTML to mark it. */
export type TurnProps = { readonly [TURN_ATTRIBUTE]: string };

/** Props of {@link HydrationTurn}. */
export interface HydrationTurnProps {
  /** Names the turn in the page: the same on the server and in the browser, once per page. */
  readonly id: string;
  /** The turn's one element, carrying the given props. */
  readonly children: (props: TurnProps) => ReactNode;
}

const Turn = ({ id, children }: HydrationTurnProps) => {
  // Hydrating its server HTML: wait for its turn (the renderer keeps the HTML, and its element, meanwhile).
  if (waiting.delete(id)) throw turn();
  return children({ [TURN_ATTRIBUTE]: id });
};

/**
 * A part of a server-rendered page hydrated in its own task: the page's
 * hydration stops being one long task (a week of class cards blocked a
 * phone's main thread for half a second, issue 18's TBT), and the browser
 * handles input and paints between turns. Until its turn the part reads as
 * the server wrote it, its buttons disabled (`useHydrated`). Its children
 * render one element carrying the given props. Nothing inside may call
 * `useId`: the renderer numbers ids in the order it renders, and a turn
 * renders later in the browser than on the server (its ids, and those after
 * it, would not match the HTML's). Name things inside from `id` instead.
 *
 * @example <HydrationTurn id={`clase-${id}`}>{(turn) => <li {...turn}><ClassCard … /></li>}</HydrationTurn>
 */
export const HydrationTurn = ({ id, children }: HydrationTurnProps) => (
  <Suspense fallback={null}>
    <Turn id={id}>{children}</Turn>
  </Suspense>
);
