import UPNG from 'upng-js';

// Chromium's screenshots are full-colour PNGs (about 60 kB a card). The cards are flat
// colours, text and simple drawings, so a 256-colour palette looks the same in a link
// preview at about a third of the size. upng-js (pure JavaScript: no native build, no
// downloaded binary) quantises and encodes the palette PNG.

/** The same picture as a PNG with at most 256 colours. */
export function palettePng(png: Buffer): Buffer {
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer);
  const [rgba] = UPNG.toRGBA8(image);
  return Buffer.from(UPNG.encode([rgba!], image.width, image.height, 256));
}
