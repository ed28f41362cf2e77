/** What the test host page (host-page-server.ts) and the specs keep on the partner page's window. */
export interface HostEvent {
  type: string;
  height?: number;
  [detail: string]: unknown;
}

declare global {
  interface Window {
    hostEvents: HostEvent[];
    /** Every message the partner's page received, as posted (specs that listen themselves). */
    hostMessages?: HostEvent[];
    launchTokenRequests?: number;
  }
}
