import { PICKUP_CODE } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { translate } from "../../lib/i18n/messages.ts";
import type { CheckoutKey } from "./messages.ts";
import { checkoutCatalog as catalog } from "./messages.server.ts";
import { deliveryErrorText, deliveryMethodName } from "./shipping-labels.ts";

const tFor = (tag: string) => (key: CheckoutKey, values?: Record<string, string | number>) =>
  translate([pageMessages({ tag }, catalog)], key, values);

describe("delivery methods in the page's language (issue 15)", () => {
  it.each([
    ["en-US", { shippingCode: "dhl_parcel", carrier: "DHL", label: "Standard" }, "EUR", "DHL Standard"],
    ["de-DE", { shippingCode: "dhl_parcel", carrier: "DHL", label: "Standard" }, "EUR", "DHL Paket"],
    [
      "fr-FR",
      { shippingCode: "dhl_parcel_intl", carrier: "DHL", label: "Standard International" },
      "EUR",
      "DHL Standard international",
    ],
    [
      "nl-BE",
      { shippingCode: "freight_ltl", carrier: "LTL Freight", label: "Freight (curbside)" },
      "EUR",
      "Vrachtvervoer (tot aan de stoeprand)",
    ],
    [
      "es-ES",
      { shippingCode: PICKUP_CODE, carrier: "pickup", label: "Pickup at our Tilburg, NL warehouse" },
      "EUR",
      "Recogida en nuestro almacén de Tilburg (Países Bajos)",
    ],
    [
      "en-US",
      { shippingCode: PICKUP_CODE, carrier: "pickup", label: "Pickup at our Columbus, OH warehouse" },
      "USA",
      "Pickup at our Columbus, OH warehouse",
    ],
    // The English-only sites' services are shown as the engine names them.
    ["en-US", { shippingCode: "ups_ground", carrier: "UPS", label: "Ground" }, "USA", "UPS Ground"],
    ["en-US", { shippingCode: "ups_ground", carrier: "", label: "Ground" }, "USA", "Ground"],
  ] as const)("%s %o on %s → %s", (tag, rate, site, shown) => {
    expect(deliveryMethodName(tFor(tag), site, rate)).toBe(shown);
  });

  it("words the engine's APO refusal and any other failure", () => {
    const de = tFor("de-DE");
    expect(deliveryErrorText(de, "Freight items cannot ship to APO/FPO/DPO addresses")).toBe(
      "Speditionsware kann nicht an APO/FPO/DPO-Adressen geliefert werden",
    );
    expect(deliveryErrorText(tFor("en-US"), "Freight items cannot ship to APO/FPO/DPO addresses")).toBe(
      "Freight items cannot ship to APO/FPO/DPO addresses",
    );
    expect(deliveryErrorText(de, "upstream timeout")).toBe("Die Versandoptionen sind gerade nicht verfügbar.");
    expect(deliveryErrorText(de, null)).toBe("Die Versandoptionen sind gerade nicht verfügbar.");
  });
});
