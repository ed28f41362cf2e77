/**
 * msw 3 (and its interceptors) call ES2024 built-ins that Node 20, the machines' runtime, lacks: the Set methods
 * `intersection` and `difference`, and `Promise.withResolvers`. Vitest loads this first; drop it once Node 22 is the
 * floor.
 */
type SetLike<T> = { has(value: T): boolean; keys(): Iterator<T> } & Iterable<T>;

const prototype = Set.prototype as Set<unknown> & {
  intersection?: (other: SetLike<unknown>) => Set<unknown>;
  difference?: (other: SetLike<unknown>) => Set<unknown>;
};

prototype.intersection ??= function intersection(this: Set<unknown>, other: SetLike<unknown>) {
  return new Set([...this].filter((value) => other.has(value)));
};
prototype.difference ??= function difference(this: Set<unknown>, other: SetLike<unknown>) {
  return new Set([...this].filter((value) => !other.has(value)));
};

const PromiseWithResolvers = Promise as PromiseConstructor & { withResolvers?: unknown };
PromiseWithResolvers.withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
