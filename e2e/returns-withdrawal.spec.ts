import { randomBytes } from "node:crypto";
import type { List } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { expect, test } from "@playwright/test";
import { draftOrderWith, ORDER_ADDRESS } from "../apps/server/src/testing/order-draft.ts";
import { captchaToken, mailed } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { serverCli } from "./lib/cli.ts";
import { httpSteps } from "./order-support.ts";
import { flagsCli } from "./shell-support.ts";

/**
 * Issue #21 item 7: a German guest on /de withdraws from an order with the EU withdrawal button.
 * The EU returns flag is turned on for this visitor only (a targeting rule on the visitor id
 * cookie), so the other journeys on the same server keep their flags. The order (two lines, EU
 * store, German) is placed through the API as the checkout page posts it from another browser,
 * shipped and delivered with the orders CLI; then the guest finds it on /de/rmaprocess with order
 * number and e-mail, presses "Vertrag hier widerrufen", gives a name, confirms, sees the
 * acknowledgement with date, time and content, and gets it by mail in German.
 */
test("a German guest withdraws from an order with the EU button, confirms, and gets the acknowledgement", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = `wd${randomBytes(9).toString("hex")}`;
  const email = `widerruf.${Date.now()}.${randomBytes(3).toString("hex")}@example.com`;
  await flagsCli("rules", "eu-returns", JSON.stringify([{ condition: { id: visitor }, force: true }]));
  try {
    // The order, from the browser the guest checked out in (not this one).
    const shopper = await browser.newContext();
    const [first, second] = (await listProducts(shopper.request)).filter(
      (p) => p.type === "simple" && p.stockStatus === "in_stock" && (p.price ?? 0) > 20 && !p.subscription_interval,
    );
    const list = await shopper.request.post("/svc_list/site/EUR/lists", {
      data: {
        type: "quote",
        items: [
          { productId: first?.productId, qty: 1 },
          { productId: second?.productId, qty: 1 },
        ],
      },
    });
    expect(list.status()).toBe(201);
    const address = {
      ...ORDER_ADDRESS,
      firstname: "Greta",
      lastname: "Gast",
      street: ["Unter den Linden 1"],
      city: "Berlin",
      region: "",
      postcode: "10117",
      countryId: "DE",
      email,
    };
    const body = await draftOrderWith(httpSteps(shopper.request), (await list.json()) as List, {
      site: SITES.EUR,
      address,
      email,
    });
    const placed = await shopper.request.post("/svc_checkout/order", {
      headers: { "x-captcha-token": await captchaToken(shopper.request, "order") },
      data: { ...body, meta: { l10n: "de-DE" } },
    });
    expect(placed.status()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    await shopper.close();
    serverCli("orders", "ship", orderId);
    serverCli("orders", "deliver", orderId);

    // The guest, on /de: finds the order with number and e-mail.
    await page.context().addCookies([{ name: "ab_vid", value: visitor, url: baseURL as string }]);
    await page.goto("/de/rmaprocess");
    await expect(page.getByRole("heading", { level: 1, name: "Rücksendung starten" })).toBeVisible();
    const lookup = page.getByRole("main");
    await lookup.getByLabel("Bestellnummer").fill(orderId);
    await lookup.getByLabel("E-Mail-Adresse").fill(email);
    await lookup.getByRole("button", { name: "Bestellung finden" }).click();

    // The withdrawal button, then the confirmation step.
    await page.getByRole("link", { name: "Vertrag hier widerrufen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vertrag widerrufen" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/de/rmaprocess/withdraw\\?orderId=${orderId}$`));
    const form = page.getByTestId("withdrawal-form");
    await expect(form).toContainText(`Vertrag: Bestellung ${orderId} vom`);
    await expect(form).toContainText(`Die Eingangsbestätigung schicken wir an ${email}.`);
    // Both lines are chosen to start with; the guest keeps the second one.
    await expect(page.getByTestId("wline-1").getByLabel("Menge zum Widerrufen")).toHaveValue("1");
    await page.getByTestId("wline-2").getByLabel("Menge zum Widerrufen").selectOption({ label: "Behalten" });
    await page.getByLabel("Dein Name").fill("Greta Gast");
    await page.getByRole("button", { name: "Widerruf bestätigen" }).click();

    // The acknowledgement on the page: date and time, content, where the mail went, the slip.
    await expect(page.getByRole("heading", { level: 1, name: "Widerruf eingegangen" })).toBeVisible();
    await expect(page).toHaveURL(/\/de\/rmaprocess\/withdrawal\/WD-[0-9A-Z]{10}$/);
    const receipt = page.getByTestId("withdrawal-receipt");
    await expect(receipt.getByRole("status")).toHaveText(
      /^Dein Widerruf ist am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} \(UTC\) bei uns eingegangen\.$/,
    );
    await expect(receipt).toContainText("Greta Gast");
    await expect(receipt).toContainText(orderId);
    await expect(receipt.getByRole("listitem")).toHaveCount(1);
    await expect(receipt).toContainText(`Wir haben eine Eingangsbestätigung mit diesem Inhalt an ${email} geschickt.`);
    const reference = (await page.getByTestId("withdrawal-id").textContent()) as string;

    // The acknowledgement by mail, in German: the content and the date and time.
    const ack = await mailed(
      page.request,
      email,
      (m) => m.subject === `Wir haben deinen Widerruf der Bestellung ${orderId} erhalten`,
      /Referenz: (WD-\w+)/,
    );
    expect(ack).toBe(reference);

    // The return slip of the withdrawn (delivered) item.
    await receipt.getByRole("link", { name: "Rücksendeschein drucken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Rücksendung RMA-/ })).toBeVisible();
    await expect(page.getByTestId("returns-slip")).toContainText("Widerruf (EU-Recht)");
  } finally {
    await flagsCli("rules", "eu-returns", "[]");
  }
});
