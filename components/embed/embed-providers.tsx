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

/** Tells a host page using public/embed.js how tall the content is, so the iframe needs no scrollbar. */
function useReportHeight() {
  useEffect(() => {
    const observer = new ResizeObserver(() =>
      notifyHost("resize", { height: Math.ceil(document.documentElement.scrollHeight) }),
    );
    observer.observe(document.body);
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
