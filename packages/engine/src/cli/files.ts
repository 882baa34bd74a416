/** File helpers of the CLI's commands: languages by extension, output names, in-place writes. */
import { closeSync, constants, ftruncateSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { EXTENSIONS } from '../parse/languages';

/**
 * Writes the file in place, then cuts it to length. Opening an existing file with O_TRUNC (what
 * writeFileSync does) makes ext4 flush and discard its old blocks: re-running over an output
 * directory cost ~0.2 ms per file that way, ~0.01 ms this way.
 */
export function writeOutput(target: string, output: string | Uint8Array): void {
  const bytes = typeof output === 'string' ? Buffer.from(output) : output;
  const fd = openSync(target, constants.O_WRONLY | constants.O_CREAT, 0o666);
  try {
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, at);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

export function languageOf(file: string): string | undefined {
  return EXTENSIONS[path.extname(file).toLowerCase()];
}

export function replaceExt(file: string, ext: string): string {
  const current = path.extname(file);
  return (current ? file.slice(0, -current.length) : file) + ext;
}
