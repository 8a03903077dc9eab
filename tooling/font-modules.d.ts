// Types for the two font libraries the subsetting uses, which ship none: only what the site calls.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}

declare module 'fontkit' {
  export interface Glyph {
    id: number
    advanceWidth: number
    path: { toSVG(): string }
  }
  export interface GlyphRun {
    glyphs: Glyph[]
  }
  export interface Font {
    characterSet: number[]
    layout(text: string): GlyphRun
  }
  export function create(buffer: Buffer): Font
}
