// first: configures zod before any schema below is built or used
import './browserZod';
export * from './errors';
export * from './requestRules';
export * from './health';
export * from './auth';
export * from './plans';
export * from './flowcharts';
export * from './generate';
export * from './languages';
export * from './billing';
export * from './account';
export * from './organization';
export * from './admin';
export * from './analytics';
export * from './commerce';
export * from './audit';
export * from './contact';
export * from './publicStats';
