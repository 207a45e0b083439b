// Writes .br and .gz twins of the client build's text files at the highest levels, once, so the
// server never compresses them per request (and phones download the smallest form).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const clientDir = path.join(process.env.DARNA_BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest|txt)$/;
let count = 0;

for (const entry of fs.readdirSync(clientDir, { recursive: true })) {
  const file = path.join(clientDir, String(entry));
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
  const body = fs.readFileSync(file);
  if (body.length < 512) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  count++;
}
console.log(`${count} fichiers précompressés (brotli, gzip)`);
