"use client";
import { useState } from "react";

export interface ChartColors {
  text: string;
  muted: string;
  border: string;
  card: string;
  active: string;
  success: string;
  warning: string;
  danger: string;
}

const VARIABLES: Record<keyof ChartColors, string> = {
  text: "--embed-text",
  muted: "--embed-text-secondary",
  border: "--embed-border",
  card: "--embed-card-bg",
  active: "--embed-active",
  success: "--embed-success",
  warning: "--embed-warning",
  danger: "--embed-danger",
};

/**
 * The partner's theme colours for SVG: recharts writes `fill` attributes, where CSS variables are not reliable, so
 * the values are read once from the embed's root. Charts render in the browser only (next/dynamic, ssr: false).
 */
export function useChartColors(): ChartColors {
  const [colors] = useState((): ChartColors => {
    const style = getComputedStyle(document.getElementById("embed-main") ?? document.documentElement);
    const read = (name: keyof ChartColors) => style.getPropertyValue(VARIABLES[name]).trim();
    return {
      text: read("text"),
      muted: read("muted"),
      border: read("border"),
      card: read("card"),
      active: read("active"),
      success: read("success"),
      warning: read("warning"),
      danger: read("danger"),
    };
  });
  return colors;
}

/** Axis and tooltip styling shared by the report charts. */
export function axisProps(colors: ChartColors) {
  return {
    stroke: colors.border,
    tick: { fill: colors.muted, fontSize: 12 },
  };
}

/** Axis ticks: "SEK 12K" rather than full amounts, which the tooltip and the table give. */
export function compactMoney(cents: number, currency: string, locale: string, digits = 2): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(cents / 10 ** digits);
}

export function tooltipProps(colors: ChartColors) {
  return {
    contentStyle: { background: colors.card, borderColor: colors.border, color: colors.text },
    itemStyle: { color: colors.text },
    labelStyle: { color: colors.text },
    cursor: { fill: colors.border, opacity: 0.35 },
  };
}
