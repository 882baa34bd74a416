import type { DataCipher } from '../crypto/dataCipher';
import type { flowchartVersions } from '../db/schema/index';
import { openVersionColumnOrNull } from './flowchartCiphers';

type VersionRow = Pick<
  typeof flowchartVersions.$inferSelect,
  'flowchartId' | 'version' | 'codeEncrypted' | 'titleEncrypted' | 'languageEncrypted'
>;

/** A kept version's code, title and language, null where the keys in use cannot read it (the account export). */
export function openVersionContentOrNull(
  row: VersionRow,
  cipher: DataCipher,
): { code: string | null; title: string | null; language: string | null } {
  const open = (column: 'code' | 'title' | 'language', token: string) =>
    openVersionColumnOrNull(cipher, column, row.flowchartId, row.version, token);
  return {
    code: open('code', row.codeEncrypted),
    title: open('title', row.titleEncrypted),
    language: open('language', row.languageEncrypted),
  };
}
