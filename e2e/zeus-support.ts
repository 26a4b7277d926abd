import { type Browser, expect, type Page } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * The ZEUS journeys' common set-up (issue #22): a new customer saves the garage template to the
 * account as `gym` and asks for a quote on it (USA delivery, as `contact`). Returns the quote's id.
 */
export async function requestQuoteOnGarage(page: Page, gym: string, contact: string): Promise<string> {
  await registerCustomer(page.request);
  await page.goto("/zeus-builder/project/edit?template=garage");
  await expect(page.getByTestId("zeus-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.getByLabel("Name of your gym").fill(gym);
  await page.getByRole("button", { name: "Save to my account" }).click();
  await expect(page).toHaveURL(/\/zeus-builder\/project\/[0-9a-f-]{36}/);
  await page.getByRole("link", { name: "Request a quote" }).click();
  await page.getByLabel("Contact name").fill(contact);
  await page.getByLabel("Phone").fill("614-555-0100");
  await page.getByLabel("Delivery ZIP code (USA)").fill("43215");
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Requested");
  return new URL(page.url()).searchParams.get("quote") as string;
}

/**
 * A new support agent (signed in in a context of its own) on the quote's back-office page. `price`
 * may set line prices before "Send quote"; the context closes once the quote is sent.
 */
export async function sendQuoteAsSupport(
  browser: Browser,
  origin: string,
  quoteId: string,
  who: string,
  price?: (staff: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL: origin });
  const staff = await context.newPage();
  await signInNewStaff(staff, "support", who);
  await staff.goto(`/admin/quotes/${quoteId}`);
  await expect(staff.getByRole("heading", { level: 1, name: `Quote ${quoteId}` })).toBeVisible();
  await price?.(staff);
  await staff.getByRole("button", { name: "Send quote" }).click();
  await expect(staff.getByText("Quote sent to the shopper.")).toBeVisible();
  await context.close();
}
