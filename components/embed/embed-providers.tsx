"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { isClientError } from "@/lib/api-client/api-request-error";
import { notifyHost } from "@/lib/api-client/host-events";
import { onSessionExpired } from "@/lib/api-client/session-expiry";
import { SessionExpiredState } from "@/components/ui/states";
import { EmbedContext, type EmbedContextValue } from "./embed-context";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx or an expired session will not change by asking again; a network blip may.
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Tells a host page using public/embed.js how tall the content is, so the iframe needs no scrollbar. It measures the
 * content wrapper, not the document: the document is at least as tall as the iframe, so its height would follow the
 * content up but never back down after content shrinks.
 */
function useReportHeight() {
  useEffect(() => {
    const content = document.querySelector<HTMLElement>("[data-embed-content]") ?? document.body;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(content.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      notifyHost("resize", { height });
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
}

export function EmbedProviders({ value, children }: { value: EmbedContextValue; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [hasExpired, setHasExpired] = useState(false);
  useEffect(() => onSessionExpired(() => setHasExpired(true)), []);
  useReportHeight();
  return (
    <EmbedContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        {hasExpired ? <SessionExpiredState /> : children}
      </QueryClientProvider>
    </EmbedContext.Provider>
  );
}
