/** The Vite plugin in vite.config.ts serves apps/web/.generated/marketing-data.json as this. */
declare module 'virtual:marketing-data' {
  const data: {
    languages: { tag: string; displayName: string }[];
    /** `url`: the engine's drawing of `code`, a hashed SVG file */
    samples: {
      tag: string;
      displayName: string;
      code: string;
      url: string;
      width: number;
      height: number;
    }[];
    constructs: { id: string; label: string }[];
    support: Record<string, Record<string, boolean | null>>;
    correctness: { languages: string; how: string; programs: number }[];
    plans: {
      tier: string;
      flowchart_limit: number | null;
      can_edit: boolean;
      can_share: boolean;
      max_code_lines: number;
      export_formats: string[];
      team_management: boolean;
    }[];
  };
  export default data;
}
