import sharp from "sharp";
import phash from "sharp-phash";

/*
 * Perceptual hashes of listing photos (issue 14, decision 0020): the DCT hash of sharp-phash
 * (64 bits from a 32×32 greyscale), kept as a signed 64-bit integer as PostgreSQL's bigint holds it.
 */

/**
 * Two photos at most this many bits apart are the same picture. Measured (decision 0020):
 * re-encoding at any quality, resizing, brightness, greyscale and a caption give 0–7, a 2 % crop
 * 2–8; distinct photos are 16 or more apart, random hashes 32 on average.
 */
export const REUSED_PHOTO_MAX_DISTANCE = 8;

/**
 * Below this standard deviation of the 32×32 greyscale (0–255), a picture is nearly uniform: its
 * hash is rounding noise, and every blank or one-colour picture would match every other.
 */
export const MIN_FINGERPRINT_CONTRAST = 4;

const SIDE = 32;

type TPixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** The hash of decoded pixels, or null for a nearly uniform picture. */
export async function fingerprintPixels(pixels: TPixels): Promise<bigint | null> {
  const raw = { width: pixels.width, height: pixels.height, channels: pixels.channels };
  const small = await sharp(pixels.data, { raw })
    .greyscale()
    .resize(SIDE, SIDE, { fit: "fill" })
    .raw()
    .toBuffer();
  return fingerprintGrey(small);
}

/** The hash of an encoded file (a stored WebP), turned upright first; null as above. */
export async function fingerprintFile(file: Buffer | Uint8Array): Promise<bigint | null> {
  const small = await sharp(file, { limitInputPixels: 50_000_000, animated: false })
    .rotate()
    .greyscale()
    .resize(SIDE, SIDE, { fit: "fill" })
    .raw()
    .toBuffer();
  return fingerprintGrey(small);
}

async function fingerprintGrey(small: Buffer): Promise<bigint | null> {
  let sum = 0;
  let squares = 0;
  for (const value of small) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / small.length;
  if (Math.sqrt(Math.max(0, squares / small.length - mean * mean)) < MIN_FINGERPRINT_CONTRAST) {
    return null;
  }
  // Already 32×32 grey: the library's own resize leaves it as it is.
  const bits = await phash(small, { raw: { width: SIDE, height: SIDE, channels: 1 } });
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/** How many of the 64 bits differ. */
export function fingerprintDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count++;
  }
  return count;
}

/** The bands the table indexes (bits 63–43, 42–22, 21–0), as its generated columns compute them. */
const BANDS = [
  { shift: 43n, bits: 21 },
  { shift: 22n, bits: 21 },
  { shift: 0n, bits: 22 },
] as const;

/**
 * For each band, the values within 2 bits of this hash's: two hashes at most 8 bits apart
 * differ by at most 2 bits in one of the three bands (otherwise 3 + 3 + 3 = 9), so probing
 * these finds every candidate.
 */
export function bandProbes(hash: bigint): [number[], number[], number[]] {
  const unsigned = BigInt.asUintN(64, hash);
  return BANDS.map(({ shift, bits }) => {
    const value = Number((unsigned >> shift) & ((1n << BigInt(bits)) - 1n));
    const probes = [value];
    for (let i = 0; i < bits; i++) {
      probes.push(value ^ (1 << i));
      for (let j = i + 1; j < bits; j++) probes.push(value ^ (1 << i) ^ (1 << j));
    }
    return probes;
  }) as [number[], number[], number[]];
}
