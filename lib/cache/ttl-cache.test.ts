import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("loads once within the TTL, again after it, and shares a pending load", async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load, 0), cache.get("k", load, 10)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get("k", load, 999)).toBe(1);
    expect(await cache.get("k", load, 1000)).toBe(2);
  });

  it("forgets failed loads and evicts the oldest entry past its size", async () => {
    const cache = new TtlCache<string>(1000, 2);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("bad", async () => "recovered")).toBe("recovered");
    await cache.get("b", async () => "b");
    await cache.get("c", async () => "c");
    let reloaded = false;
    await cache.get("bad", async () => ((reloaded = true), "again"));
    expect(reloaded).toBe(true);
  });
});
