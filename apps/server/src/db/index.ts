import * as schema from './schema';

export { schema };
export type Schema = typeof schema;
