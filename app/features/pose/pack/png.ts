import { zlibSync } from "fflate";

// PNG files straight from pixels: 8-bit greyscale (a depth map, a mask), RGB (the maps) or RGBA
// (the view). The browser's canvas encoder writes every picture as RGBA, which a depth map must
// not be, and Node (unit tests) has none; the compression is fflate's, which the pack's ZIP
// loads anyway.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32 = (bytes: Uint8Array, start: number, end: number) => {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Uint8Array => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
};

export type Channels = 1 | 3 | 4;
const COLOUR_TYPE: Record<Channels, number> = { 1: 0, 3: 2, 4: 6 };

/** `pixels`: rows top-down, `channels` bytes a pixel. */
export const encodePng = (
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: Channels,
): Uint8Array => {
  const stride = width * channels;
  if (pixels.length !== stride * height) throw new Error("pixels do not match the size");
  // Filter type 0 (none) on every row: the maps are flat areas, which deflate handles well. Level
  // 3, not 6: a quarter of the time on a 1024 px map (measured with fflate, 2026-12-04) for the
  // same size, and a pack builds four of them.
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = COLOUR_TYPE[channels];
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", zlibSync(raw, { level: 3 })),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** RGBA pixels reduced to `channels` (the first ones: grey takes red). */
export const pickChannels = (rgba: Uint8ClampedArray | Uint8Array, channels: Channels) => {
  if (channels === 4) return rgba;
  const count = rgba.length / 4;
  const out = new Uint8Array(count * channels);
  for (let i = 0; i < count; i++)
    for (let c = 0; c < channels; c++) out[i * channels + c] = rgba[i * 4 + c] ?? 0;
  return out;
};
