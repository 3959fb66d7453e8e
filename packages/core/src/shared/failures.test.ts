import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { messages } from '../messages/index.js';
import { PortFailure, toAppError, unprovided, unwrap } from './failures.js';
import { appError, err, ok } from './result.js';

describe('toAppError', () => {
  it('unwraps a port failure and keeps AppError-like values', () => {
    const failure = appError('x', 'y', 500);
    expect(toAppError(new PortFailure(failure))).toEqual(failure);
    expect(toAppError({ code: 'a', message: 'b' })).toEqual({ code: 'a', message: 'b' });
  });

  it('turns anything else into the generic message', () => {
    expect(toAppError(new TypeError('fetch failed')).message).toBe(messages.common.genericError);
    expect(toAppError(undefined).message).toBe(messages.common.genericError);
  });
});

describe('unwrap', () => {
  it('gives the value of a successful Result', () => {
    expect(unwrap(ok(3))).toBe(3);
  });

  it('throws the error of a failed one inside a PortFailure', () => {
    const failure = appError('x', 'y', 409);
    const thrown = (() => {
      try {
        return unwrap(err(failure));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(PortFailure);
    expect(toAppError(thrown)).toBe(failure);
  });
});

describe('unprovided', () => {
  it('throws, naming the actor and where it is provided', () => {
    expect(unprovided('save', 'createFormSaveMachine')).toThrow("The actor 'save' is provided with createFormSaveMachine.");
  });

  const bareMachine = (logic: AnyActorLogic) =>
    setup({ actors: { effect: logic } }).createMachine({
      initial: 'running',
      states: { running: { invoke: { src: 'effect', onError: 'failed' } }, failed: {} },
    });

  it.each([
    ['fromPromise', fromPromise(unprovided('effect', 'test'))],
    ['fromCallback', fromCallback(unprovided('effect', 'test'))],
  ])('sends a bare machine invoking it as %s to onError', (_, logic) => {
    const actor = createActor(bareMachine(logic)).start();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.stop();
  });
});
