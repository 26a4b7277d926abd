import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { signInNewStaff } from "./lib/admin.ts";
import { overflowOf } from "./layout-support.ts";
import { forceGymMapForItsVisitor, GYM_MAP_VISITOR, gotoHydrated } from "./shell-support.ts";

/**
 * The store's forms (issue #24 part 3) and the gym gallery (issue #19 item 2), end to end: each
 * form filled on its page (rendered from its definition), stored, mailed to its team and visible
 * in the back office; a gym application approved onto the map; a gallery entry moderated into
 * /theindex/ryourogue. The gym-map flag is forced on for the map journeys' one visitor.
 */
test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}${process.pid}`;
const visitor = GYM_MAP_VISITOR;

test.beforeAll(async () => {
  await forceGymMapForItsVisitor();
});
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "ab_vid", value: visitor, url: test.info().project.use.baseURL ?? "" }]);
});

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}
async function mailTo(page: Page, to: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/_dev/mail?to=${encodeURIComponent(to)}`, {
    headers: { accept: "application/json" },
  });
  return (await res.json()).messages as OutboxMessage[];
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 40, b: 30 } } })
    .jpeg()
    .toBuffer();

type Fill = [label: string, value: string, kind?: "select" | "check"];

async function fill(form: Locator, fields: Fill[]) {
  for (const [label, value, kind] of fields) {
    const control = form.getByLabel(label, { exact: true });
    if (kind === "select") await control.selectOption({ label: value });
    else if (kind === "check") await form.getByRole("checkbox", { name: value, exact: true }).check();
    else await control.fill(value);
  }
}

const FORMS: { slug: string; title: string; team: string; fields: (marker: string) => Fill[] }[] = [
  {
    slug: "contact-us",
    title: "Contact us",
    team: "support@ironworks.example",
    fields: (m) => [
      ["Full name", `Sam ${m}`],
      ["Email", "sam@example.com"],
      ["Topic", "An order", "select"],
      ["Message", "Where is my rack?"],
    ],
  },
  {
    slug: "athlete-sponsorship",
    title: "Athlete sponsorship",
    team: "athletes@ironworks.example",
    fields: (m) => [
      ["Full name", `Alex ${m}`],
      ["Email", "alex@example.com"],
      ["Sport", "Strongman", "select"],
      ["Country", "United Kingdom", "select"],
      ["Your best results", "2nd at nationals"],
    ],
  },
  {
    slug: "wholesale",
    title: "Wholesale enquiry",
    team: "wholesale@ironworks.example",
    fields: (m) => [
      ["Company", `Plates ${m} GmbH`],
      ["Contact name", "Kai Weber"],
      ["Email", "kai@example.com"],
      ["Phone", "+49 30 1234567"],
      ["Type of business", "Retailer", "select"],
      ["Country", "Germany", "select"],
      ["Message", "We would like to stock your plates."],
    ],
  },
  {
    slug: "catalog-request",
    title: "Request a printed catalog",
    team: "catalog@ironworks.example",
    fields: (m) => [
      ["Full name", `Jo ${m}`],
      ["Email", "jo@example.com"],
      ["Street address", "500 Market Street"],
      ["City", "Columbus"],
      ["State", "Ohio", "select"],
      ["ZIP code", "43215"],
    ],
  },
];

test("each store form: filled on its page, stored, mailed to its team and listed in the back office", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // four forms, each sent empty and then filled, and the back office
  const markers: string[] = [];
  for (const f of FORMS) {
    const marker = `${f.slug.replace(/-/g, "")}${run}`;
    markers.push(marker);
    await gotoHydrated(page, `/forms/${f.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(f.title);
    const form = page.locator(`form[data-form="${f.slug}"]`);
    // Sent empty: every required field is named, nothing leaves the page.
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields.");
    await expect(form.getByText("Please fill in this field.").first()).toBeVisible();
    if (f.slug === "contact-us") expect(await seriousViolations(page)).toEqual([]);
    await fill(form, f.fields(marker));
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("form-done")).toContainText("Thank you!");
    await expect
      .poll(async () => (await mailTo(page, f.team)).some((m) => m.text.includes(marker)), { timeout: 10_000 })
      .toBe(true);
  }
  // A catalog request outside the USA's address rules is refused, the field named.
  await gotoHydrated(page, "/forms/catalog-request");
  const catalog = page.locator('form[data-form="catalog-request"]');
  await fill(catalog, [...(FORMS[3]?.fields("x") ?? []).filter(([l]) => l !== "ZIP code"), ["ZIP code", "EC1A 1BB"]]);
  await catalog.getByRole("button", { name: "Send" }).click();
  await expect(catalog.getByText("Please enter a 5-digit ZIP code (or ZIP+4).")).toBeVisible();

  const staff = await browser.newContext();
  const console = await staff.newPage();
  await signInNewStaff(console, "support", "forms");
  await console.goto("/admin/forms");
  await expect(console.getByRole("heading", { name: "Form submissions" })).toBeVisible();
  for (const [n, f] of FORMS.entries()) {
    await console.getByRole("combobox", { name: "Form", exact: true }).selectOption(f.slug);
    await console.getByLabel("Text").fill(markers[n] as string);
    await console.getByRole("button", { name: "Show" }).click();
    const card = console.getByTestId("admin-form-submission");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(markers[n] as string);
  }
  // Handled (audited by the server): the card says so.
  await console.getByRole("button", { name: "Mark handled" }).click();
  await expect(console.getByTestId("admin-form-submission")).toContainText("handled");
  await staff.close();
});

test("a gym application shows on the map only after a staff member approves it", async ({ page, browser }) => {
  test.slow();
  const gym = `Anvil ${run} Barbell`;
  await gotoHydrated(page, "/forms/gym-application");
  const form = page.locator('form[data-form="gym-application"]');
  await fill(form, [
    ["Gym name", gym],
    ["Contact name", "Sam Lifter"],
    ["Email", "gym@example.com"],
    ["Gym type", "Strength gym", "select"],
    ["Street address", "12 Mill Lane"],
    ["City", "Seattle"],
    ["Postcode", "98101"],
    ["Country", "United States", "select"],
    ["Opening hours", "Mon–Fri 6:00–21:00"],
    ["", "Rigs", "check"],
    ["", "Barbells", "check"],
  ]);
  await form
    .getByLabel("Photo", { exact: false })
    .setInputFiles({ name: "gym.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-done")).toContainText("Our team checks it before it goes live.");
  await expect
    .poll(async () => (await mailTo(page, "gym-map@ironworks.example")).some((m) => m.text.includes(gym)))
    .toBe(true);

  // The map's list of the search (it may fill after hydration: the count is awaited, not read once).
  const onMap = async () => {
    await gotoHydrated(page, `/rogue-equipped-gyms?q=${encodeURIComponent(gym)}`);
    return page.getByRole("main").getByText(gym);
  };
  await expect(await onMap()).toHaveCount(0);

  const staff = await browser.newContext();
  const console = await staff.newPage();
  await signInNewStaff(console, "support", "gyms");
  await console.goto(`/admin/forms?form=gym-application&status=pending&q=${encodeURIComponent(gym)}`);
  const card = console.getByTestId("admin-form-submission");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("img")).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(console.getByRole("status").filter({ hasText: "Approved" })).toBeVisible();
  await staff.close();

  await expect((await onMap()).first()).toBeVisible(); // in the list (and on its pin's card)
});

test("the gym gallery: a shopper's gym with photos, moderated, then shown; the page fits a phone", async ({
  page,
  browser,
}) => {
  test.slow();
  const gym = `Garage ${run}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/theindex/ryourogue");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your gyms");
  expect(await overflowOf(page)).toBeNull();
  const form = page.locator('form[data-form="ryourogue"]');
  // Not an image by its bytes (whatever its name says): refused, nothing stored.
  await fill(form, [
    ["Full name", "Pat Garage"],
    ["Email", "pat@example.com"],
    ["Gym name", gym],
    ["City", "Austin"],
  ]);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form
    .getByLabel("Photos (up to 3)")
    .setInputFiles({ name: "gym.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a photo") });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("Only JPEG, PNG or WebP photos can be uploaded.")).toBeVisible();
  await form
    .getByLabel("Photos (up to 3)")
    .setInputFiles({ name: "gym.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-done")).toContainText("Our team checks it before it goes live.");
  await gotoHydrated(page, "/theindex/ryourogue");
  await expect(page.getByTestId("gallery").getByText(gym)).toHaveCount(0);

  const staff = await browser.newContext();
  const console = await staff.newPage();
  await signInNewStaff(console, "author", "gallery");
  await console.goto("/admin/gallery");
  await expect(console.getByRole("heading", { name: "Gym gallery" })).toBeVisible();
  const card = console.getByTestId("admin-form-submission").filter({ hasText: gym });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(console.getByRole("status").filter({ hasText: "Approved" })).toBeVisible();
  await staff.close();

  await gotoHydrated(page, "/theindex/ryourogue");
  const entry = page.getByTestId("gallery").locator("li").filter({ hasText: gym });
  await expect(entry).toHaveCount(1);
  const img = entry.getByRole("img");
  await expect(img).toHaveAttribute("srcset", /w=360 360w/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await overflowOf(page)).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the forms speak the shopper's language: German labels and errors", async ({ page }) => {
  await gotoHydrated(page, "/de/forms/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
  await page.locator('form[data-form="contact-us"]').getByRole("button", { name: "Senden" }).click();
  await expect(page.getByRole("alert")).toContainText("Bitte prüfe die markierten Felder.");
});
