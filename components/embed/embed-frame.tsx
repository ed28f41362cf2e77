import type { CSSProperties, ReactNode } from "react";
import { type ResolvedTheme, themeCssVariables } from "@/lib/schemas/embed-theme";

/** The embed's root element: the partner's theme as CSS variables, the session's language, the theme's font. */
export function EmbedFrame({
  theme,
  locale,
  children,
}: {
  theme: ResolvedTheme;
  locale: string;
  children: ReactNode;
}) {
  return (
    <div
      lang={locale}
      style={themeCssVariables(theme) as CSSProperties}
      className="min-h-screen bg-embed-card font-embed text-embed-text"
    >
      {/* The content's own height (the root above fills the viewport), which the resize reporter sends the host. */}
      <div data-embed-content className="flow-root">
        {children}
      </div>
    </div>
  );
}
