// `npm run build` (after the storefront build): writes `.br` (brotli, quality 11) and `.gz` (gzip,
// level 9) next to every compressible file in apps/web/build/client/assets, so the server sends the
// built JavaScript and CSS compressed once, here, instead of gzipping them on every request (ADR 0031).
// A compressed copy is written only when it is smaller than the file; files under 1 KB stay plain.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
export const ASSETS_DIR = join(root, "apps/web/build/client/assets");
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|map|xml)$/i;
const MIN_BYTES = 1024;

/** Precompresses every compressible file under `dir`; returns what it wrote. */
export function precompress(dir = ASSETS_DIR) {
  const totals = { files: 0, bytes: 0, gz: 0, br: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    if (path.endsWith(".br") || path.endsWith(".gz")) {
      // A leftover of an earlier build whose source is gone.
      if (!exists(path.slice(0, -3))) unlinkSync(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const data = readFileSync(path);
    if (data.byteLength < MIN_BYTES) continue;
    const gz = gzipSync(data, { level: 9 });
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    });
    totals.files++;
    totals.bytes += data.byteLength;
    if (gz.byteLength < data.byteLength) {
      writeFileSync(`${path}.gz`, gz);
      totals.gz += gz.byteLength;
    }
    if (br.byteLength < data.byteLength) {
      writeFileSync(`${path}.br`, br);
      totals.br += br.byteLength;
    }
  }
  return totals;
}

function exists(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  const t = precompress();
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${t.files} files in ${relative(root, ASSETS_DIR)}/ (${kb(t.bytes)}): ` +
      `gzip ${kb(t.gz)}, brotli ${kb(t.br)} in ${Math.round(performance.now() - started)} ms`,
  );
}
