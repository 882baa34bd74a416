import { buildApp } from '../../../apps/server/src/app';
export const scratchServer = buildApp;
