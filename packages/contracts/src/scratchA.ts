import { b } from './scratchB';
export const a = (): number => b() + 1;
