// Creates a PGlite data directory (initdb) and exits: `node pglite-init.mjs <dataDir>`. createDatabase
// runs it in a child process on the first start, so the server itself only ever opens a ready directory
// (packages/db/src/index.ts says why). Plain JavaScript: the compiled server runs it as it is.
import { PGlite } from "@electric-sql/pglite";

const dataDir = process.argv[2];
if (!dataDir) {
  console.error("usage: node pglite-init.mjs <dataDir>");
  process.exit(2);
}
const client = new PGlite(dataDir);
await client.waitReady;
await client.close();
