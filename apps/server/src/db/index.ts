import * as schema from './schema/index';

export { schema };
export type Schema = typeof schema;
