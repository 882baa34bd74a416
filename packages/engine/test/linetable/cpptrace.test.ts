import { fileURLToPath } from 'node:url';
import { describeGdbTraces } from './gdbTraceSuite';

const dir = fileURLToPath(new URL('./cpp', import.meta.url));
describeGdbTraces({
  title: 'C++ programs traced under gdb follow their charts',
  dir,
  extension: '.cpp',
  language: 'cpp',
  compiler: 'g++',
});
