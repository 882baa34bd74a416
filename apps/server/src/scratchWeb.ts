import { queryClient } from '../../web/src/queryClient';
export const scratchWeb = queryClient;
