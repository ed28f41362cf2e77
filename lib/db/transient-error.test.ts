import { describe, expect, it } from "vitest";
import { retryTransient } from "./transient-error";

describe("retryTransient", () => {
  it("runs a deadlocked transaction again, and gives up after the attempts", async () => {
    let calls = 0;
    const deadlock = Object.assign(new Error("Failed query"), { cause: { code: "40P01" } });
    expect(await retryTransient(async () => (++calls < 3 ? Promise.reject(deadlock) : "done"))).toBe("done");
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryTransient(async () => (calls++, Promise.reject(deadlock)), 2)).rejects.toBe(deadlock);
    expect(calls).toBe(2);
  });

  it("does not repeat other failures", async () => {
    let calls = 0;
    const unique = Object.assign(new Error("duplicate"), { code: "23505" });
    await expect(retryTransient(async () => (calls++, Promise.reject(unique)))).rejects.toBe(unique);
    expect(calls).toBe(1);
  });
});
