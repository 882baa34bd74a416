import { readFile } from 'node:fs/promises';

export default async function main(argv) {
  if (argv.length < 1) {
    console.error('usage: main FILE');
    process.exitCode = 2;
    return;
  }
  const text = await readFile(argv[0], 'utf8');
  const lines = text.split('\n').filter(Boolean);
  console.log(lines.length);
}

export const helper = function named(a, b) {
  return a > b ? a : b;
};
