import { describe, expect, it } from "vitest";
import { returnLocation } from "./return-location";

const HOME = "/embed/3f1c2f9e-3e44-4a57-9d7c-0c0e5a1c0d11/";

describe("returnLocation", () => {
  it("returns to a page under the launch's home, with its query", () => {
    expect(returnLocation(HOME, `${HOME}invoices/?status=overdue&page=2`)).toBe(
      `${HOME}invoices/?status=overdue&page=2`,
    );
    expect(returnLocation("/console/", "/console/businesses/x/audit/")).toBe("/console/businesses/x/audit/");
  });

  it("falls back to the home for anything else", () => {
    for (const returnTo of [
      null,
      "",
      "invoices/",
      "//evil.example/embed/",
      "https://evil.example" + HOME,
      "/\\evil.example/",
      "/embed/another-business/invoices/",
      `${HOME}../another/`,
      `${HOME}x//y`,
      `${HOME}\u0000`,
      "/console/",
    ]) {
      expect(returnLocation(HOME, returnTo), String(returnTo)).toBe(HOME);
    }
  });

  it("keeps an escaped slash escaped: it names a page under the home, never a way out of it", () => {
    expect(returnLocation(HOME, `${HOME}..%2f..%2fconsole/`)).toBe(`${HOME}..%2f..%2fconsole/`);
  });
});
