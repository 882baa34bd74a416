import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataCipher } from './dataCipher';
import { parseDataKey } from './dataKey';

type Logger = { warn: (message: string) => void };

export type DataKeyOptions = {
  /** DATA_ENCRYPTION_KEY */
  key?: string | undefined;
  /** DATA_ENCRYPTION_KEYS_OLD */
  oldKeys?: string[] | undefined;
  dataDir: string;
};

/**
 * The installation's data cipher: DATA_ENCRYPTION_KEY when set, otherwise the key in
 * DATA_DIR/secrets/data.key, generated (32 random bytes, hex) on first use with a warning.
 * Losing that file makes every saved flowchart unreadable, hence the warning to back it up.
 */
export async function loadDataCipher(options: DataKeyOptions, log: Logger): Promise<DataCipher> {
  const old = (options.oldKeys ?? []).map((k) => mustParse(k, 'DATA_ENCRYPTION_KEYS_OLD'));
  if (options.key) return new DataCipher(mustParse(options.key, 'DATA_ENCRYPTION_KEY'), old);
  const file = path.resolve(options.dataDir, 'secrets', 'data.key');
  return new DataCipher(await readOrCreateKeyFile(file, log), old);
}

function mustParse(text: string, name: string): Buffer {
  const key = parseDataKey(text);
  // config validation already checked this; a direct caller gets the same rule
  if (!key) throw new Error(`${name} must be 64 hex characters or base64 of 32 bytes`);
  return key;
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = parseDataKey(text);
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex characters)`);
  return key;
}

async function readOrCreateKeyFile(file: string, log: Logger): Promise<Buffer> {
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    // 'wx': if another process created it meanwhile, keep theirs
    await writeFile(file, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readKeyFile(file);
    if (theirs) return theirs;
    throw error;
  }
  log.warn(
    `DATA_ENCRYPTION_KEY is not set: generated a data-encryption key in ${file}. Back this file up: saved flowcharts cannot be read without it. Set DATA_ENCRYPTION_KEY when running several instances.`,
  );
  return key;
}
