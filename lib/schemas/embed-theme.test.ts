import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, themeSchema } from "./embed-theme";
import { contrastRatio } from "./theme-contrast";

describe("default theme", () => {
  for (const background of ["nav_background", "card_background"] as const) {
    it(`text, secondary text and the active colour reach 4.5:1 on ${background}`, () => {
      for (const foreground of ["text", "secondary_text", "active"] as const) {
        expect(contrastRatio(DEFAULT_THEME[foreground], DEFAULT_THEME[background])).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }
  it("is itself a valid theme", () => {
    expect(themeSchema.safeParse(DEFAULT_THEME).success).toBe(true);
  });
});

describe("theme validation", () => {
  it.each(["#fff", "#0b1220", "#0b1220cc", "rgb(10, 20, 30)", "rgb(10 20 30 / 50%)", "hsl(210deg 40% 20%)"])(
    "accepts the colour %s",
    (colour) => expect(themeSchema.safeParse({ text: colour }).success).toBe(true),
  );

  it.each([
    "red; background: url(https://evil.test)",
    "#fff}body{display:none",
    "expression(alert(1))",
    "var(--x)",
    "url(x)",
    "#ggg",
    "rgb(1,2,3);",
  ])("refuses the colour %j", (colour) =>
    expect(themeSchema.safeParse({ text: colour }).success).toBe(false),
  );

  it.each([
    { font_family: "Inter; color: red" },
    { font_family: "x</style>" },
    { radius: -1 },
    { radius: 4.5 },
    { logo_url: "http://insecure.test/logo.png" },
    { logo_url: "javascript:alert(1)" },
    { logo_url: "https://x.test/a) , url(evil" },
    { product_name: "" },
    { unknown_key: "#fff" },
  ])("refuses %j", (theme) => expect(themeSchema.safeParse(theme).success).toBe(false));
});
