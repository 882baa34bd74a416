/**
 * The Vite plugin in vite.config.ts serves apps/web/.generated/marketing-data.json as this: the
 * build-time facts, with each sample's drawing moved out to a hashed SVG file (`url`), and the
 * checkers' figures on real projects (`realPrograms`, read from bench/engine/real-programs.json).
 */
declare module 'virtual:marketing-data' {
  // an ambient module cannot import by a relative path, and a top-level import would turn this
  // file into a module augmentation of a module that does not exist
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Built = import('./marketingDataTypes').MarketingData;
  type ServedSample = Omit<Built['samples'][number], 'svg'> & { url: string };
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type RealPrograms = import('./marketingDataTypes').RealProgramFigures[];
  const data: Omit<Built, 'samples'> & { samples: ServedSample[]; realPrograms: RealPrograms };
  export default data;
}
