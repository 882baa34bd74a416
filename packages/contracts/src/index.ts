export * from './errors';
export * from './health';
export * from './auth';
export * from './plans';
export * from './flowcharts';
export * from './generate';
export * from './billing';
