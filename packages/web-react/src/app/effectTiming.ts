import { options } from 'preact';

/**
 * The input React treats as discrete, and before which it has always run the
 * effects of the last render. Focus events are left out: a layout effect's
 * `focus()` fires them in the middle of a commit, where effects must not run.
 */
const DISCRETE_INPUT = ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown', 'input', 'change', 'submit'] as const;

/**
 * Gives the app's renderer (Preact: docs/contexts/web.md, 'The renderer')
 * React's timing of effects, which the components and their libraries were
 * written for. Preact runs a render's effects after the next frame (up to
 * 35 ms later), so a click that follows a render within that time reaches
 * handlers whose effects have not run: react-hook-form's field array, for
 * one, is only settled by its effect after a 'Quitar'. Here effects run at
 * the next task, as React's scheduler runs them, and before any discrete
 * input (a click, a key, a submit) reaches a handler, as React flushes them
 * before a discrete event. Call it once, before the first render: the
 * browser's entry and the tests' setup both do.
 */
export function runEffectsLikeReact(document: Document): void {
  let pending: (() => void) | undefined;
  const flush = () => {
    const run = pending;
    pending = undefined;
    run?.();
  };
  // Preact asks for this hook when a render leaves effects and none are waiting; running them early is harmless
  // (its queue is emptied by whichever flush comes first, and a later render asks again).
  options.requestAnimationFrame = (run) => {
    pending = run;
    setTimeout(flush);
  };
  for (const type of DISCRETE_INPUT) document.addEventListener(type, flush, { capture: true });
}
