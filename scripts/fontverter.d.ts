/** The part of fontverter (which ships no types) that scripts/fontCharacters.ts uses. */
declare module 'fontverter' {
  export function convert(buffer: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>
}
