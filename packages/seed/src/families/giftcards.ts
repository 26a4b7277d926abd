import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";

const CAT = "gift-guide/gift-cards";
const AMOUNTS = [25, 50, 100, 250];

/** The set amounts every card offers; an open-amount card also takes any amount from 10 to 1,000. */
const giftcardData = (type: "virtual" | "physical" | "combined", open: boolean) => ({
  amounts: AMOUNTS,
  isOpenAmountAllowed: open,
  openAmountMin: open ? 10 : null,
  openAmountMax: open ? 1000 : null,
  type,
});

export function addGiftcards(b: CatalogBuilder): void {
  const common = {
    art: "giftcard" as const,
    skuPrefix: "GC",
    usd: null,
    category: CAT,
    manufacturer: BRAND.house,
    features: ["Never expires", "Redeemable on this store", "Check the balance any time"],
  };
  b.add({
    ...common,
    name: "Ironworks E-Gift Card",
    type: "giftcard",
    weight: null,
    artKey: "e-gift-card-red",
    short: "Delivered by email in minutes, in the amount you choose.",
    description:
      "Send an Ironworks e-gift card straight to their inbox with a personal message. " +
      "It is delivered within minutes and never expires.",
    details: { giftcardData: giftcardData("virtual", false) },
    inventory: { qoh: 10000 },
  });
  b.add({
    ...common,
    name: "Ironworks Gift Card - Physical",
    type: "giftcard",
    weight: 0.1,
    artKey: "physical-gift-card-black",
    short: "A printed card in a gift envelope, posted free.",
    description:
      "A printed gift card mailed in a kraft envelope, ready to go under the tree. " +
      "Posted free of charge within two business days.",
    details: { giftcardData: giftcardData("physical", false) },
  });
  b.add({
    ...common,
    name: "Ironworks Gift Card - Any Amount",
    type: "giftcard",
    weight: null,
    artKey: "any-amount-gift-card-blue",
    short: "Choose any amount from 10 to 1,000, delivered by email.",
    description:
      "Not sure what to spend? Choose any amount between 10 and 1,000 in the store currency, or pick one of our set amounts. " +
      "Delivered by email with your message.",
    details: { giftcardData: giftcardData("combined", true) },
    inventory: { qoh: 10000 },
  });
}
