import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Logger = { warn: (message: string) => void };

/** A fresh 32-byte key that lives only in this process (tests, or an app built without one). */
export function ephemeralJwtKey(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}

export function jwtKeyFromSecret(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * The signing key of an installation: JWT_SECRET when set, otherwise DATA_DIR/secrets/jwt.key,
 * generated (48 random bytes, base64url) on first start with a warning. Several instances
 * behind a load balancer must share JWT_SECRET instead.
 */
export async function loadOrCreateJwtKey(
  jwtSecret: string | undefined,
  dataDir: string,
  log: Logger,
): Promise<Uint8Array> {
  if (jwtSecret) return jwtKeyFromSecret(jwtSecret);
  const dir = path.resolve(dataDir, 'secrets');
  const file = path.join(dir, 'jwt.key');
  try {
    return jwtKeyFromSecret((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created it meanwhile, keep theirs
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    log.warn(
      `JWT_SECRET is not set: generated a signing key in ${file}. Keep this file (deleting it signs everyone out); set JWT_SECRET when running several instances.`,
    );
    return jwtKeyFromSecret(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return jwtKeyFromSecret((await readFile(file, 'utf8')).trim());
  }
}
