// Types for preflight.js (plain JavaScript so that `npm test` runs it without a compiler).
export type Tool = {
  name: string;
  apt: string;
  why: string;
  commands?: string[];
  /** files a Debian package installs that are not commands (JaCoCo's jars) */
  files?: string[];
  e2e?: boolean;
  suites: string[];
};
export const TOOLS: Tool[];
export function onPath(command: string, pathVariable: string | undefined): boolean;
export function missingTools(options: {
  env: Record<string, string | undefined>;
  chromiumPath: string;
  postgresReady: boolean;
  unit?: boolean;
}): Tool[];
export function missingToolsMessage(missing: Tool[]): string;
export function skipPlan(
  missing: Tool[],
  options?: { e2e?: boolean },
): {
  exclude: string[];
  skipE2e: boolean;
  notices: string[];
};
