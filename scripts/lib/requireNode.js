// Imported first by the npm scripts: exits with one line when this Node is too old.
import { nodeVersionProblem } from './nodeVersion.js';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
