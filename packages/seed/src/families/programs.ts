import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { sentence, capitalize } from "../text.ts";

const PROGRAMS = [
  {
    name: "Iron Game Strength Program - Monthly",
    usd: 19.99,
    text: "four strength days a week built around the squat, press and pull",
  },
  {
    name: "Garage Athlete Program - Monthly",
    usd: 14.99,
    text: "three-day full-body training for a home gym with a rack, bar and bench",
  },
  {
    name: "Weightlifting Foundations - Monthly",
    usd: 24.99,
    text: "snatch and clean-and-jerk progressions with video cues",
  },
  {
    name: "Strongman Novice Program - Monthly",
    usd: 19.99,
    text: "a twelve-week cycle that teaches log, yoke and stone work",
  },
  {
    name: "Conditioning Engine - Monthly",
    usd: 14.99,
    text: "rower, bike and sled intervals, scaled to your current fitness",
  },
  { name: "Mobility Daily - Monthly", usd: 9.99, text: "fifteen-minute mobility sessions for desk-bound lifters" },
  {
    name: "Powerlifting Meet Prep - Monthly",
    usd: 29.99,
    text: "a sixteen-week peak to your next meet with attempt selection",
  },
  {
    name: "Kettlebell Strong - Monthly",
    usd: 12.99,
    text: "kettlebell-only strength and conditioning, three days a week",
  },
];

const EVENTS = [
  {
    name: "Ironworks Invitational 2025 - Athlete Registration",
    usd: 150,
    text: "athlete registration for the Ironworks Invitational strongman division",
  },
  {
    name: "Garage Games Throwdown - Individual Registration",
    usd: 65,
    text: "registration for the Garage Games team and individual throwdown",
  },
  {
    name: "Stonemark Stone Series - Open Division Entry",
    usd: 85,
    text: "entry to the Stonemark Stone Series open division",
  },
  {
    name: "Ironworks Weightlifting Clinic - Day Pass",
    usd: 120,
    text: "a one-day coached clinic on the snatch and clean-and-jerk",
  },
];

export function addPrograms(b: CatalogBuilder): void {
  for (const program of PROGRAMS) {
    b.add({
      name: program.name,
      art: "program",
      skuPrefix: "PR",
      type: "virtual",
      usd: program.usd,
      weight: null,
      category: "mobility-rehab/training-programs",
      manufacturer: BRAND.house,
      taxClass: 7,
      short: `${capitalize(program.text)}. Billed monthly.`,
      description:
        `A monthly subscription: ${program.text}. ` +
        "Each week's sessions arrive by email on Sunday evening. Cancel any time from your account.",
      features: ["Delivered by email every week", "Billed monthly, cancel any time", "Video demos for every movement"],
      attributes: { subscription_interval: "month", program_delivery: "email", is_trial: false },
    });
  }
  b.add({
    name: "Iron Game Strength Program - 14-Day Trial",
    art: "program",
    skuPrefix: "PR",
    type: "virtual",
    usd: 0.99,
    weight: null,
    category: "mobility-rehab/training-programs",
    manufacturer: BRAND.house,
    taxClass: 7,
    short: "Two weeks of the Iron Game program for 99 cents, then billed monthly.",
    description:
      "Try two full weeks of the Iron Game Strength Program. " +
      "After the trial the subscription continues monthly at the regular price unless you cancel.",
    features: ["14-day trial", "Renews monthly after the trial", "Cancel any time"],
    attributes: { subscription_interval: "month", program_delivery: "email", is_trial: true },
  });
  for (const event of EVENTS) {
    b.add({
      name: event.name,
      art: "ticket",
      skuPrefix: "EV",
      type: "virtual",
      usd: event.usd,
      weight: null,
      category: "strongman/competitions",
      manufacturer: BRAND.house,
      taxClass: 7,
      short: sentence(event.text),
      description: `This is ${event.text}. Heat times and the athlete briefing are emailed two weeks before the event. Registrations are non-transferable.`,
      features: ["One registration per athlete", "Event t-shirt included", "Non-transferable"],
      attributes: { is_registration_sku: true, purchase_limit: 1 },
      sites: ["USA", "CAN", "APO"],
    });
  }
}
