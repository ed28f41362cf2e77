/**
 * A value axis that starts at zero unless a value is negative (then it reaches below zero): recharts' default
 * "auto" bounds may start above zero, which exaggerates differences.
 */
export const ZERO_BASED_DOMAIN: [(min: number) => number, (max: number) => number] = [
  (min) => Math.min(0, min),
  (max) => Math.max(0, max),
];
