/** Facts computed from the engine at build time (apps/web/scripts/marketingData.ts). */
export type MarketingData = {
  /** the engine's languages, in the language record's order ('other' left out) */
  languages: { tag: string; displayName: string }[];
  /** the landing page's code samples with the engine's drawing of each */
  samples: {
    tag: string;
    displayName: string;
    code: string;
    svg: string;
    width: number;
    height: number;
  }[];
  constructs: { id: string; label: string }[];
  /** language tag -> construct id -> drawn (true), not drawn (false), not in the language (null) */
  support: Record<string, Record<string, boolean | null>>;
  /** the correctness checkers: how they record real runs, and how many programs they run */
  correctness: { languages: string; how: string; programs: number }[];
  /** the plan feature table of contracts (PLAN_FEATURES) */
  plans: {
    tier: string;
    flowchart_limit: number | null;
    can_edit: boolean;
    can_share: boolean;
    max_code_lines: number;
    export_formats: string[];
    team_management: boolean;
    versions_kept: number;
    coverage_import: boolean;
  }[];
};

/**
 * One public project run through a correctness checker: the plugin (marketingDataPlugin.ts)
 * reads them from bench/engine/real-programs.json when it serves the data, the one owner of these
 * figures (the engine README's table is made from it too).
 */
export type RealProgramFigures = {
  /** the language's display name */
  language: string;
  /** the project (`owner/name`) and its public repository */
  project: string;
  url: string;
  /** what else the row counts (construct programs written here) */
  note?: string;
  files: { conformant: number; total: number };
  transitions: number;
  /** the day it was measured (YYYY-MM-DD) */
  measured: string;
};
