import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Decode the QR code in a PNG (what a phone's camera would read). */
export function decodeQrPng(png: Buffer): string | null {
  const img = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  return found?.data ?? null;
}
