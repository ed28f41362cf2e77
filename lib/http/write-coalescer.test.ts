import { describe, expect, it } from "vitest";
import { type GroupOutcome, WriteCoalescer } from "./write-coalescer";

/** A write that finishes when the test says so, recording how each request was stored. */
function harness(options: { failGroups?: boolean; maxGroupSize?: number } = {}) {
  const calls: string[][] = [];
  const pending: (() => void)[] = [];
  const later = <V>(value: () => V) =>
    new Promise<V>((resolve, reject) =>
      pending.push(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }),
    );
  const coalescer = new WriteCoalescer<string, string>({
    maxGroupSize: options.maxGroupSize ?? 500,
    runOne: (item) => {
      calls.push([item]);
      return later(() => {
        if (item.startsWith("bad")) throw new Error(`refused ${item}`);
        return `alone:${item}`;
      });
    },
    runMany: (items) => {
      calls.push([...items]);
      return later((): GroupOutcome<string>[] => {
        if (options.failGroups) throw new Error("the group failed");
        return items.map((item) =>
          item.startsWith("bad") ? { error: new Error(`refused ${item}`) } : { result: `group:${item}` },
        );
      });
    },
  });
  /** Lets every write under way finish, then the microtasks that start the next ones. */
  const finish = async () => {
    for (const done of pending.splice(0)) done();
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  };
  return { coalescer, calls, finish };
}

describe("WriteCoalescer", () => {
  it("stores a request that finds nothing under way at once, on its own", async () => {
    const { coalescer, calls, finish } = harness();
    const answer = coalescer.submit("business-a", "a1");
    expect(calls).toEqual([["a1"]]);
    await finish();
    await expect(answer).resolves.toBe("alone:a1");
  });

  it("stores the requests that arrived meanwhile together, each with its own outcome", async () => {
    const { coalescer, calls, finish } = harness();
    const answers = ["a1", "a2", "bad-a3", "a4"].map((item) => coalescer.submit("business-a", item));
    expect(calls).toEqual([["a1"]]);
    await finish();
    expect(calls).toEqual([["a1"], ["a2", "bad-a3", "a4"]]);
    await finish();
    const settled = await Promise.allSettled(answers);
    expect(
      settled.map((result) => (result.status === "fulfilled" ? result.value : String(result.reason))),
    ).toEqual(["alone:a1", "group:a2", "Error: refused bad-a3", "group:a4"]);
  });

  it("keeps keys apart: another business's request does not wait", async () => {
    const { coalescer, calls, finish } = harness();
    const answers = [coalescer.submit("business-a", "a1"), coalescer.submit("business-b", "b1")];
    expect(calls).toEqual([["a1"], ["b1"]]);
    await finish();
    await expect(Promise.all(answers)).resolves.toEqual(["alone:a1", "alone:b1"]);
  });

  it("stores each request of a failed group on its own, so none fails for another's sake", async () => {
    const { coalescer, calls, finish } = harness({ failGroups: true });
    const answers = ["a1", "a2", "bad-a3", "a4"].map((item) => coalescer.submit("business-a", item));
    await finish();
    await finish();
    for (let step = 0; step < 3; step++) await finish();
    expect(calls).toEqual([["a1"], ["a2", "bad-a3", "a4"], ["a2"], ["bad-a3"], ["a4"]]);
    const settled = await Promise.allSettled(answers);
    expect(
      settled.map((result) => (result.status === "fulfilled" ? result.value : String(result.reason))),
    ).toEqual(["alone:a1", "alone:a2", "Error: refused bad-a3", "alone:a4"]);
  });

  it("takes at most maxGroupSize requests a group, the rest in the next", async () => {
    const { coalescer, calls, finish } = harness({ maxGroupSize: 2 });
    const answers = ["a1", "a2", "a3", "a4", "a5"].map((item) => coalescer.submit("business-a", item));
    for (let step = 0; step < 4; step++) await finish();
    expect(calls).toEqual([["a1"], ["a2", "a3"], ["a4", "a5"]]);
    await expect(Promise.all(answers)).resolves.toEqual([
      "alone:a1",
      "group:a2",
      "group:a3",
      "group:a4",
      "group:a5",
    ]);
  });

  it("starts afresh once a key has nothing waiting", async () => {
    const { coalescer, calls, finish } = harness();
    await Promise.all([coalescer.submit("business-a", "a1"), finish()]);
    const second = coalescer.submit("business-a", "a2");
    expect(calls).toEqual([["a1"], ["a2"]]);
    await finish();
    await expect(second).resolves.toBe("alone:a2");
  });
});
