import { Component, Suspense, useLayoutEffect, type ReactNode } from 'react';

/** The attribute that marks, in the server's HTML, an element hydrated in its own turn. */
const TURN_ATTRIBUTE = 'data-turn';

/** How long one turn may hold the main thread before the browser gets it back (input, paint), in ms. */
const SLICE_MS = 8;

/** Microtask turns a resolved turn takes to render: Suspense's reaction, then the renderer's queued render. */
const RENDER_TURNS = 8;

/**
 * The turns of the server's HTML not yet hydrated: their names, and the
 * server's element of each. A turn waits only while that element is still in
 * the document (the hydration has yet to claim it); a later render in the
 * browser, after the page moved on, never waits.
 */
const serverTurns = new Map<string, Element>();
/** The turns now waiting for their turn, hydrated with the props they had when the page's hydration reached them. */
const deferred = new Set<string>();
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
    if (id) serverTurns.set(id, element);
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

const Turn = ({ id, children, onHydrated }: HydrationTurnProps & { readonly onHydrated: () => void }) => {
  const served = serverTurns.get(id);
  if (served) {
    serverTurns.delete(id);
    // Hydrating its server HTML: wait for its turn (the renderer keeps the HTML, and its element, meanwhile).
    if (served.isConnected) {
      deferred.add(id);
      throw turn();
    }
  }
  useLayoutEffect(() => {
    if (deferred.delete(id)) onHydrated();
  }, [id, onHydrated]);
  return children({ [TURN_ATTRIBUTE]: id });
};

/**
 * Holds the page's renders back from a turn still waiting: it is hydrated
 * with the props it had when the page's hydration reached it (those the
 * server rendered: hydration writes no attribute, so newer ones would never
 * reach the HTML), then rendered once more with the newest, if any came.
 */
class TurnGate extends Component<HydrationTurnProps> {
  private stale = false;

  override shouldComponentUpdate(): boolean {
    if (!deferred.has(this.props.id)) return true;
    this.stale = true;
    return false;
  }

  private readonly hydrated = () => {
    if (!this.stale) return;
    this.stale = false;
    this.forceUpdate();
  };

  override render() {
    return (
      <Turn id={this.props.id} onHydrated={this.hydrated}>
        {this.props.children}
      </Turn>
    );
  }
}

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
    <TurnGate id={id}>{children}</TurnGate>
  </Suspense>
);
