/** The chart font files (DejaVu Sans, from the dejavu-fonts-ttf npm package), for Node exporters. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
