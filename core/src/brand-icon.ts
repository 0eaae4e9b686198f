import { FAVICON_COLORS } from './brand';

/**
 * `/favicon.ico` (the api and the web server answer it): the browser-tab icon of web/index.html drawn at 16, 32
 * and 48 px (4 x 4 samples a pixel, so edges are smooth) into an ICO of 32-bit bitmaps. Built once, in memory.
 */

/** The F of the mark as a polygon (LOGO_F_PATH), in the 64 x 64 box. */
const F_POLYGON: [number, number][] = [
  [20, 46],
  [20, 18],
  [44, 18],
  [44, 25],
  [28, 25],
  [28, 31],
  [41, 31],
  [41, 38],
  [28, 38],
  [28, 46],
];

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

function inPolygon(x: number, y: number, poly: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The rounded square (rx 14) of the 64 x 64 box. */
function inSquare(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > 64 || y > 64) return false;
  const cx = Math.min(Math.max(x, 14), 50);
  const cy = Math.min(Math.max(y, 14), 50);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 14 ** 2;
}

/** The colour of the mark at a point of its box, or null outside it. */
function colourAt(x: number, y: number): [number, number, number] | null {
  if ((x - 46) ** 2 + (y - 44) ** 2 <= 25) return rgb(FAVICON_COLORS.dot);
  if (inPolygon(x, y, F_POLYGON)) return rgb(FAVICON_COLORS.f);
  if (inSquare(x, y)) return rgb(FAVICON_COLORS.square);
  return null;
}

/** One size of the icon: BITMAPINFOHEADER, BGRA rows bottom-up, then the (empty) AND mask. */
function bitmap(size: number): Uint8Array {
  const maskRow = Math.ceil(size / 32) * 4;
  const out = new Uint8Array(40 + size * size * 4 + maskRow * size);
  const view = new DataView(out.buffer);
  view.setUint32(0, 40, true);
  view.setInt32(4, size, true);
  view.setInt32(8, size * 2, true); // colour + mask
  view.setUint16(12, 1, true);
  view.setUint16(14, 32, true);
  view.setUint32(20, size * size * 4 + maskRow * size, true);
  const n = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++)
        for (let sx = 0; sx < n; sx++) {
          const c = colourAt(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      const at = 40 + ((size - 1 - py) * size + px) * 4;
      if (a === 0) continue;
      out[at] = Math.round(b / a);
      out[at + 1] = Math.round(g / a);
      out[at + 2] = Math.round(r / a);
      out[at + 3] = Math.round((a / (n * n)) * 255);
    }
  return out;
}

let built: Uint8Array | null = null;

/** The ICO file (image/x-icon). */
export function faviconIco(): Uint8Array {
  if (built) return built;
  const images = [16, 32, 48].map((size) => ({ size, data: bitmap(size) }));
  const total = 6 + 16 * images.length + images.reduce((s, i) => s + i.data.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // an icon
  view.setUint16(4, images.length, true);
  let offset = 6 + 16 * images.length;
  images.forEach(({ size, data }, k) => {
    const entry = 6 + 16 * k;
    out[entry] = size;
    out[entry + 1] = size;
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, data.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(data, offset);
    offset += data.length;
  });
  built = out;
  return out;
}

export const FAVICON_CONTENT_TYPE = 'image/x-icon';
