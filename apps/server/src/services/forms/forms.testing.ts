import { CAPTCHA_HEADER, type FormSlug } from "@ironworks/domain";
import { type FormValues, formBySlug } from "@ironworks/domain/forms";
import sharp from "sharp";
import { solveCaptcha } from "../../testing/captcha.ts";
import type { TestStore } from "../../testing/test-store.ts";

/** Complete answers of each form (the gallery's photos and the gym's photo come as files). */
export const ANSWERS: Record<FormSlug, FormValues> = {
  "contact-us": { name: "Sam Lifter", email: "sam@example.com", topic: "order", message: "Where is my rack?" },
  "gym-application": {
    gymName: "Test Forge Barbell",
    contactName: "Sam Lifter",
    email: "gym@example.com",
    gymType: "strength",
    street: "12 Mill Lane",
    city: "Columbus",
    postcode: "43215",
    country: "US",
    hours: "Mon–Fri 6:00–21:00",
    equipment: ["rigs", "barbells", "plates"],
  },
  "athlete-sponsorship": {
    name: "Alex Strong",
    email: "alex@example.com",
    sport: "strongman",
    country: "GB",
    results: "2nd at the national championships",
  },
  wholesale: {
    company: "Barbell Supply GmbH",
    contactName: "Kai Weber",
    email: "kai@example.com",
    phone: "+49 30 1234567",
    businessType: "retailer",
    country: "DE",
    message: "We would like to stock your plates.",
  },
  "catalog-request": {
    name: "Jo Garage",
    email: "jo@example.com",
    street: "500 Market Street",
    city: "Columbus",
    state: "OH",
    zip: "43215",
  },
  ryourogue: {
    name: "Pat Garage",
    email: "pat@example.com",
    gymName: "Pat's Garage Gym",
    city: "Austin",
    consent: "yes",
  },
};

/** A real photo of `width` × `height` (noise, so it does not compress to nothing) as JPEG or PNG. */
export async function testPhoto(width = 800, height = 600, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "jpeg" ? img.jpeg({ quality: 90 }).toBuffer() : img.png().toBuffer();
}

export interface SubmitOptions {
  ip?: string;
  /** true: a solved captcha (default); false: none; a string: that header value. */
  captcha?: boolean | string;
  files?: Record<string, { bytes: Uint8Array; name: string; type?: string }[]>;
  hash?: string;
}

let nextIp = 1;
export const formsIp = () => `10.88.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

/** POST /svc_ssr/submit/wufoo as the store's form page sends it (multipart, the form's hash, a captcha). */
export async function submitForm(store: TestStore, slug: FormSlug, values: FormValues, options: SubmitOptions = {}) {
  const body = new FormData();
  body.set("formHash", options.hash ?? formBySlug(slug)?.hash ?? "");
  for (const [k, v] of Object.entries(values)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  for (const [field, files] of Object.entries(options.files ?? {}))
    for (const f of files)
      body.append(field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? "image/jpeg" }));
  const headers: Record<string, string> = { origin: store.config.publicBaseUrl };
  const captcha = options.captcha ?? true;
  if (captcha !== false) headers[CAPTCHA_HEADER] = captcha === true ? await solveCaptcha(store, "form") : captcha;
  const res = await store.app.request(
    "/svc_ssr/submit/wufoo",
    { method: "POST", headers, body },
    { incoming: { socket: { remoteAddress: options.ip ?? formsIp() } } },
  );
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: a test's view of the JSON answer
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any, headers: res.headers };
}

/** A stored submission of `slug` (with a photo where the form takes one): its id. */
export async function submitted(store: TestStore, slug: FormSlug, over: FormValues = {}): Promise<string> {
  const photo = await testPhoto(400, 300);
  const files: SubmitOptions["files"] =
    slug === "ryourogue"
      ? { photos: [{ bytes: photo, name: "gym.jpg" }] }
      : slug === "gym-application"
        ? { photo: [{ bytes: photo, name: "gym.jpg" }] }
        : {};
  const res = await submitForm(store, slug, { ...ANSWERS[slug], ...over }, { files });
  if (res.status !== 201) throw new Error(`submit ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
