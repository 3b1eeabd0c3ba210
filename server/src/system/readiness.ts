/**
 * Whether this instance should get traffic: `starting` until it listens, `ready`, then `stopping` from the
 * first stop signal. A load balancer polls `/readyz`, so an instance leaves the pool before it closes.
 */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

export interface Readiness {
  readonly state: ReadinessState;
  ready(): void;
  stopping(): void;
}

export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    stopping() {
      state = 'stopping';
    },
  };
}
