import { describe, expect, it } from 'vitest';
import { generateBodySchema } from './generate';
import {
  LANGUAGE_TAGS,
  isLanguageTag,
  languageOrOther,
  parseLanguage,
  unsupportedLanguageMessage,
} from './languages';

describe('the one language check', () => {
  it('takes tags exactly as written, and nothing else', () => {
    for (const tag of LANGUAGE_TAGS) expect(isLanguageTag(tag)).toBe(true);
    for (const value of ['Python', ' python', 'cobol', '', null, undefined, 3, {}]) {
      expect(isLanguageTag(value)).toBe(false);
    }
  });

  it('reads a requested language trimmed and lower-cased; null for an unknown one', () => {
    expect(parseLanguage('  PyThOn\n')).toBe('python');
    expect(parseLanguage('other')).toBe('other');
    expect(parseLanguage('cobol')).toBeNull();
    expect(parseLanguage('')).toBeNull();
    expect(parseLanguage('py thon')).toBeNull();
  });

  it("opens a stored or shared language as itself, or as 'other' when unknown", () => {
    expect(languageOrOther('java')).toBe('java');
    expect(languageOrOther('cobol')).toBe('other');
    expect(languageOrOther(undefined)).toBe('other');
    expect(languageOrOther(42)).toBe('other');
  });
});

describe('the one "Unsupported language" message', () => {
  it('names the value as sent and every tag in the engine order', () => {
    expect(unsupportedLanguageMessage(' Cobol ')).toBe(
      `Unsupported language ' Cobol '. Supported: ${LANGUAGE_TAGS.join(', ')}`,
    );
  });

  it("is the generate body's 422 message, typed enum", () => {
    const result = generateBodySchema.safeParse({ code: 'x', language: 'cobol' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      {
        path: ['language'],
        message: unsupportedLanguageMessage('cobol'),
        params: { type: 'enum' },
      },
    ]);
  });

  it('lets the generate body through with the parsed tag', () => {
    const result = generateBodySchema.safeParse({ code: 'x', language: ' JavaScript ' });
    expect(result.data).toMatchObject({ language: 'javascript', is_compact: false });
  });
});
