import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, resolveTheme } from "./embed-theme";
import { contrastRatio, parseColour, themeContrastProblems } from "./theme-contrast";

describe("parseColour", () => {
  it.each([
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#0b1220", { r: 11, g: 18, b: 32, a: 1 }],
    ["#0b122080", { r: 11, g: 18, b: 32, a: 128 / 255 }],
    ["#f008", { r: 255, g: 0, b: 0, a: 136 / 255 }],
    ["rgb(10, 20, 30)", { r: 10, g: 20, b: 30, a: 1 }],
    ["rgba(10,20,30,0.5)", { r: 10, g: 20, b: 30, a: 0.5 }],
    ["rgb(10 20 30 / 50%)", { r: 10, g: 20, b: 30, a: 0.5 }],
    ["rgb(100% 0% 50%)", { r: 255, g: 0, b: 127.5, a: 1 }],
  ])("reads %s", (value, expected) => {
    const colour = parseColour(value);
    for (const key of ["r", "g", "b", "a"] as const) expect(colour[key]).toBeCloseTo(expected[key], 5);
  });

  it("reads hsl() as the same colour as its hex", () => {
    expect(contrastRatio("hsl(0deg 100% 50%)", "#ff0000")).toBeCloseTo(1, 5);
    expect(contrastRatio("hsl(210, 40%, 20%)", "#1f3347")).toBeCloseTo(1, 1);
    expect(contrastRatio("hsla(120 100 25 / 1)", "#008000")).toBeCloseTo(1, 1);
  });
});

describe("contrastRatio", () => {
  it("is WCAG's: 21:1 for black on white, 1:1 for a colour on itself, symmetric", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777", "#777")).toBe(1);
    expect(contrastRatio("#767676", "#fff")).toBeCloseTo(4.54, 2);
  });

  it("judges a translucent background over both white and black, and a translucent text over its background", () => {
    expect(contrastRatio("#fff", "#00000000")).toBe(1);
    expect(contrastRatio("#ffffff00", "#000")).toBe(1);
    expect(contrastRatio("#ffffff80", "#000")).toBeLessThan(contrastRatio("#fff", "#000"));
  });
});

describe("themeContrastProblems", () => {
  it("finds none in the default theme", () => {
    expect(themeContrastProblems(DEFAULT_THEME)).toEqual([]);
  });

  it("names each pair under 4.5:1 with its ratio", () => {
    const problems = themeContrastProblems(resolveTheme({ secondary_text: "#3a4660" }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^secondary_text #3a4660 on card_background #111a2e has a contrast of \d\.\d\d:1/,
    );
    expect(problems[1]).toMatch(/^secondary_text #3a4660 on nav_background #0b1220/);
  });

  it("checks a light theme against its own backgrounds", () => {
    const light = { nav_background: "#ffffff", card_background: "#f8fafc", text: "#0f172a" };
    expect(
      themeContrastProblems(resolveTheme({ ...light, secondary_text: "#475569", active: "#1d4ed8" })),
    ).toEqual([]);
    expect(themeContrastProblems(resolveTheme(light)).join(" ")).toMatch(
      /^secondary_text #a9b6c9 on card_background/,
    );
  });
});
