// Issue #24 part 3 / issue #19 item 2 figures for the store's forms and the shared image upload:
// 1. submit p95: POST /svc_ssr/submit/wufoo of a contact-us form (captcha solved beforehand, not
//    timed), through the in-process app on PGlite: validation, store, team mail to the outbox;
// 2. image re-encode time for a ~4 MB photo: platform/images.ts prepareImage (sniff, decode, WebP at
//    every SPEC §9 width up to the photo's), alone and as a gallery submission over HTTP.
// Prints figures; exits non-zero only when the benchmark cannot run.
import { ANSWERS, formsIp, submitForm } from "../apps/server/src/services/forms/forms.testing.ts";
import { prepareImage } from "../apps/server/src/platform/images.ts";
import { solveCaptcha } from "../apps/server/src/testing/captcha.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import sharp from "sharp";

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 60);
const ENCODES = Number(process.env.BENCH_ENCODES ?? 8);

/** A photo-like JPEG of about 4 MB (noise over a gradient, quality 78; 4000 × 3000 like a phone's). */
async function fourMegabytePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = ((i % (width * 3)) / 48 + ((seed >>> 24) & 0x3f)) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78 })
    .toBuffer();
}

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function main() {
  warnIfBusy();
  const store = await createTestStore();
  try {
    // Warm: the first submit loads the captcha, the mail templates, the statements.
    await submitForm(store, "contact-us", ANSWERS["contact-us"]);
    const submits: number[] = [];
    for (let i = 0; i < SUBMITS; i++) {
      // A fresh address each: the per-address throttle is not what is measured.
      const ip = formsIp();
      const token = await solveCaptcha(store, "form");
      const t = performance.now();
      const res = await submitForm(store, "contact-us", ANSWERS["contact-us"], { ip, captcha: token });
      submits.push(performance.now() - t);
      if (res.status !== 201) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const photo = await fourMegabytePhoto();
    const encodes: number[] = [];
    let widths: number[] = [];
    for (let i = 0; i < ENCODES; i++)
      encodes.push(
        await timed(async () => {
          const r = await prepareImage(photo);
          if ("issue" in r) throw new Error(`re-encode: ${r.issue}`);
          widths = r.variants.map((v) => v.width);
        }),
      );
    const gallery: number[] = [];
    for (let i = 0; i < Math.min(ENCODES, 4); i++) {
      const ip = formsIp();
      gallery.push(
        await timed(async () => {
          const res = await submitForm(store, "ryourogue", ANSWERS.ryourogue, {
            ip,
            files: { photos: [{ bytes: photo, name: "gym.jpg" }] },
          });
          if (res.status !== 201) throw new Error(`gallery submit: ${res.status}`);
        }),
      );
    }
    const s = stats(submits);
    const e = stats(encodes);
    const g = stats(gallery);
    console.log(`photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG 4000×3000 → WebP at ${widths.join(", ")}`);
    printTable(
      ["figure", "p50", "p95", "max", "n"],
      [
        ["submit contact-us (HTTP, stored + mailed)", fmt.ms(s.p50), fmt.ms(s.p95), fmt.ms(s.max), submits.length],
        ["re-encode 4 MB photo (prepareImage)", fmt.ms(e.p50), fmt.ms(e.p95), fmt.ms(e.max), encodes.length],
        ["gallery submit with the 4 MB photo (HTTP)", fmt.ms(g.p50), fmt.ms(g.p95), fmt.ms(g.max), gallery.length],
      ],
    );
    saveResults("forms", { submits: s, encodes: e, gallery: g, photoBytes: photo.length, widths });
  } finally {
    await store.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
