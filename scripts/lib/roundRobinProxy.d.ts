// Types for roundRobinProxy.js (plain JavaScript, shared by the scale-out test and the bench).
export type Backend = { host: string; port: number };
export type RoundRobinProxy = {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** answered HTTP requests and opened WebSocket upgrades per backend index */
  counts: { requests: number[]; upgrades: number[] };
  /** the backend index of every WebSocket upgrade, in order */
  upgradeLog: number[];
  close(): Promise<void>;
};
export function startRoundRobinProxy(options: {
  backends: Backend[];
  port?: number;
  /** add the client's address to the X-Forwarded-For it sent (default: replace it) */
  appendForwardedFor?: boolean;
}): Promise<RoundRobinProxy>;
