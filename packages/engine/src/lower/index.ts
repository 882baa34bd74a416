import type { LanguageTag } from '../parse/languages';
import type { Lowering } from './types';
import { lowerPython } from './python/index';
import { lowerC } from './c/index';
import { lowerCpp } from './c/cpp';
import { lowerJava } from './java/index';
import { lowerJavascript } from './js/index';
import { lowerTypescript } from './js/typescript';
import { lowerGo } from './go/index';
import { lowerRust } from './rust/index';
import { lowerCsharp } from './csharp/index';
import { lowerKotlin } from './kotlin/index';
import { lowerPhp } from './php/index';
import { lowerRuby } from './ruby/index';

/** Language tag → its lowering. `other` has none: it uses the per-line fallback. */
export const LOWERINGS: Record<Exclude<LanguageTag, 'other'>, Lowering> = {
  python: lowerPython,
  c: lowerC,
  cpp: lowerCpp,
  java: lowerJava,
  javascript: lowerJavascript,
  typescript: lowerTypescript,
  go: lowerGo,
  rust: lowerRust,
  csharp: lowerCsharp,
  kotlin: lowerKotlin,
  php: lowerPhp,
  ruby: lowerRuby,
};
