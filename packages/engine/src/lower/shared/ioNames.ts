/** The language record's I/O names as sets, built once per language. */
import { languageRecord, type IoNames, type LanguageTag } from '@codeflow/contracts/languages';

export type IoSets = {
  calls: ReadonlySet<string>;
  objects: ReadonlySet<string>;
  types: ReadonlySet<string>;
};

const cache = new Map<LanguageTag, IoSets>();

export function ioNames(language: LanguageTag): IoSets {
  let sets = cache.get(language);
  if (!sets) {
    const io: IoNames = languageRecord(language).io;
    sets = {
      calls: new Set(io.calls),
      objects: new Set(io.objects ?? []),
      types: new Set(io.types ?? []),
    };
    cache.set(language, sets);
  }
  return sets;
}
