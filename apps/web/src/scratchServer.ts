import { buildApp } from '../../server/src/app';
export const scratchServer = buildApp;
