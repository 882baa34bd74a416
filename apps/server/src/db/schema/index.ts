// Every table of the one PostgreSQL schema. drizzle-kit reads this file to generate migrations:
// export a feature's tables here only when they are ready to be migrated.
export * from './users';
export * from './auth';
export * from './flowcharts';
export * from './billing';
export * from './account';
export * from './organizations';
export * from './audit';
export * from './adminStats';
export * from './contact';
export * from './collab';
export * from './versions';
