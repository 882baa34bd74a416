import { generateFlowchart } from '../../engine/src/generate';
export const scratchEngine = generateFlowchart;
