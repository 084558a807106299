// Decodes the PNGs this project ships (public/icon/*.png, screenshots by Chromium: 8-bit, not
// interlaced) into RGBA pixels, so checks can look at an icon's transparent border.
import { inflateSync } from 'node:zlib';

export interface Rgba {
  width: number;
  height: number;
  /** 4 bytes a pixel, rows top to bottom. */
  pixels: Uint8Array;
}

const SIGNATURE = '89504e470d0a1a0a';
/** Bytes a pixel for each 8-bit colour type: grey, RGB, (palette: not handled), grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(file: Buffer): Rgba {
  if (file.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colourType, , , interlace] = data.subarray(8, 13);
      channels = CHANNELS[colourType] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`PNG bit depth ${depth}, colour type ${colourType}, interlace ${interlace}: not supported`);
      }
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  // Undo each row's filter (PNG spec, section 9), against the row above as already unfiltered.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[out + x - channels] : 0;
      const b = y > 0 ? rows[out + x - stride] : 0;
      const c = x >= channels && y > 0 ? rows[out + x - stride - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`PNG row ${y}: filter ${filter}`);
      rows[out + x] = (line[x] + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const p = rows.subarray(i * channels, (i + 1) * channels);
    const grey = channels < 3;
    pixels[i * 4] = p[0];
    pixels[i * 4 + 1] = grey ? p[0] : p[1];
    pixels[i * 4 + 2] = grey ? p[0] : p[2];
    pixels[i * 4 + 3] = channels === 4 ? p[3] : channels === 2 ? p[1] : 255;
  }
  return { width, height, pixels };
}
