// Renders Darna's icons into public/ from one SVG drawing: `node scripts/generate-icons.mjs`.
// The PNG and ICO files are committed, so this only runs again when the logo changes.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "..", "public");
const BLUE = "#0062a1";
const TERRACOTTA = "#e27641";

// The house of app/components/layout/logo.tsx, drawn on a 64 × 64 grid.
const house = `<path d="M13 32 32 16l19 16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M19.5 29v19.5h25V29" fill="none" stroke="#fff" stroke-width="5"/><rect x="28" y="34" width="8" height="12.5" rx="1.5" fill="${TERRACOTTA}"/>`;

/** Rounded tile with transparent corners: favicon and "any" purpose icons. */
const roundedSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Darna</title><rect width="64" height="64" rx="14" fill="${BLUE}"/>${house}</svg>\n`;

/**
 * Full-bleed square for launchers that crop (maskable) and for iOS, which rounds corners itself
 * and shows transparency as black. The drawing is shrunk to stay inside the 80 % safe circle.
 */
const squareSvg = (scale) => {
  const offset = (64 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${house}</g></svg>`;
};

const render = (svg, size) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO whose entries are PNG images (supported by every browser since Windows Vista). */
function pngIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

await fs.mkdir(path.join(publicDir, "icons"), { recursive: true });
await fs.writeFile(path.join(publicDir, "favicon.svg"), roundedSvg);

const outputs = [
  ["icons/icon-192.png", roundedSvg, 192],
  ["icons/icon-512.png", roundedSvg, 512],
  ["icons/icon-maskable-192.png", squareSvg(0.72), 192],
  ["icons/icon-maskable-512.png", squareSvg(0.72), 512],
  ["apple-touch-icon.png", squareSvg(0.82), 180],
];
for (const [file, svg, size] of outputs) {
  await fs.writeFile(path.join(publicDir, file), await render(svg, size));
}

const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(
  icoSizes.map(async (size) => ({ size, data: await render(roundedSvg, size) })),
);
await fs.writeFile(path.join(publicDir, "favicon.ico"), pngIco(icoImages));

console.log(`Icônes écrites dans ${publicDir}`);
