// fontkit ships no types; only what the outline writer uses is declared.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    path: {
      toSVG(): string;
      scale(x: number, y?: number): Glyph['path'];
      translate(x: number, y: number): Glyph['path'];
    };
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Uint8Array): Font;
}
