// Types for nodeVersion.js (plain JavaScript so that it runs on any Node, to say it is too old).
export const NODE_24_FIX: string;
export function requiredNodeMajor(engines?: string): number;
export function nodeVersionProblem(version: string, required?: number): string | null;
