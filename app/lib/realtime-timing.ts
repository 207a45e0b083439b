/*
 * Realtime timings of the specification, shared by the browser (reconnects) and the
 * server (heartbeat, its own LISTEN reconnects). No imports: the browser bundle pays nothing.
 */

/** A comment line on every open stream so proxies and browsers never see it idle. */
export const HEARTBEAT_MS = 30_000;

/** Waits before the 1st, 2nd, 3rd… reconnect attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `failures` (0 for the first one after a drop). */
export function reconnectDelay(failures: number): number {
  const index = Math.min(Math.max(0, Math.floor(failures)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] as number;
}
