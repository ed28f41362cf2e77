import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "./invoice-create";

describe("idempotencyKeys", () => {
  it("gives the same body the same key, so a second click replays the first request", () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ invoice_number: "INV-1", line_items: [{ unit_price: 100 }] });
    expect(keyFor({ invoice_number: "INV-1", line_items: [{ unit_price: 100 }] })).toBe(first);
    expect(first).toMatch(/^embed-invoice-[0-9a-f-]{36}$/);
  });

  it("gives a corrected body a new key (the API refuses a key reused for another body)", () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ invoice_number: "INV-1" });
    const corrected = keyFor({ invoice_number: "INV-2" });
    expect(corrected).not.toBe(first);
    expect(keyFor({ invoice_number: "INV-1" })).not.toBe(first);
  });

  it("keeps keys apart between forms", () => {
    expect(idempotencyKeys()({ a: 1 })).not.toBe(idempotencyKeys()({ a: 1 }));
  });
});
