import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { readFigures } from '../../../bench/engine/realFigures.ts';
import { realProgramRows } from './realPrograms.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const MARKETING_ID = 'virtual:marketing-data';
const MARKETING_JSON = `${root}.generated/marketing-data.json`;

type Sample = { tag: string; svg: string };

/** where the dev server (`npm run dev`) serves the sample charts */
const DEV_SAMPLE_PREFIX = '/@marketing-sample/';
type MarketingJson = {
  samples: Sample[];
  languages: { tag: string; displayName: string }[];
} & Record<string, unknown>;

/**
 * `virtual:marketing-data`: facts the public pages show, computed from the engine by
 * scripts/marketingData.ts (the sample charts drawn by its renderer, construct support, the
 * checkers' corpora). A client build recomputes them; each sample chart becomes a hashed asset.
 * The checkers' figures on real projects are read as they are served, from the file the benches
 * write (bench/engine/real-programs.json), so a stale generated file never shows old ones.
 */
export function marketingData(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let ssr = false;
  let assets: { fileName: string; source: string }[] = [];
  const generate = () => {
    const tsx = require.resolve('tsx/cli');
    execFileSync(process.execPath, [tsx, `${root}scripts/marketingData.ts`], { stdio: 'inherit' });
  };
  return {
    name: 'codeflow-marketing-data',
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if ((command === 'build' && !ssr) || !existsSync(MARKETING_JSON)) generate();
    },
    resolveId(id) {
      return id === MARKETING_ID ? `\0${MARKETING_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${MARKETING_ID}`) return undefined;
      const data = JSON.parse(readFileSync(MARKETING_JSON, 'utf8')) as MarketingJson;
      assets = [];
      const samples = data.samples.map(({ svg, ...sample }) => {
        if (command === 'serve') {
          return {
            ...sample,
            url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          };
        }
        const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
        const fileName = `assets/sample-${sample.tag}-${hash}.svg`;
        assets.push({ fileName, source: svg });
        return { ...sample, url: `/${fileName}` };
      });
      const realPrograms = realProgramRows(readFigures(), data.languages);
      return `export default ${JSON.stringify({ ...data, samples, realPrograms })};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(DEV_SAMPLE_PREFIX)) return next();
        const data = JSON.parse(readFileSync(MARKETING_JSON, 'utf8')) as MarketingJson;
        const tag = req.url.slice(DEV_SAMPLE_PREFIX.length).replace(/\.svg$/, '');
        const sample = data.samples.find((s) => s.tag === tag);
        if (!sample) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sample.svg);
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const asset of assets) this.emitFile({ type: 'asset', ...asset });
    },
  };
}
