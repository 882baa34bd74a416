/** Entry of the built `codeflow` binary (bin/build-cli.mjs bundles this file). */
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
