import { a } from './scratchA';
export const b = (): number => (Math.random() > 2 ? a() : 0);
