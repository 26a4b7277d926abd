import { daysFromReference } from "./dates.ts";
import { Rng } from "./random.ts";
import type { SeedProduct, SeedQuestion, SeedReview } from "./types.ts";

/**
 * Demo reviews and questions (issue #23 item 7): the 100 most visible products (their best category
 * position, then id) get 3–14 reviews each with a believable spread — mostly happy lifters, a real
 * share of three-star and critical ones — and up to three questions, most answered by the team.
 * Written for this store from templates per kind of product; deterministic (named seeded streams,
 * dates before SEED_REFERENCE_DATE). Demo reviews name demo orders (`DEMO…`): the store has no real
 * order history to verify them against.
 */
type Kind = "bar" | "rack" | "plates" | "bench" | "bells" | "apparel" | "gear";

function kindOf(p: SeedProduct): Kind {
  const n = p.name.toLowerCase();
  if (p.type === "configurable" && (p.details.configurableAttributes ?? []).some((a) => /size/i.test(a.code)))
    return "apparel";
  if (/\bbar\b|barbell/.test(n)) return "bar";
  if (/rack|rig|stand|monster|squat/.test(n)) return "rack";
  if (/plate|bumper/.test(n)) return "plates";
  if (/bench/.test(n)) return "bench";
  if (/dumbbell|kettlebell/.test(n)) return "bells";
  return "gear";
}

const GOOD: Record<Kind, [string, string][]> = {
  bar: [
    [
      "Knurl is aggressive in the best way",
      "Sharp enough that chalk is optional on heavy pulls, not so sharp it tears my hands on high-rep cleans. Sleeves spin smoothly and the bar has stayed straight after months of drops.",
    ],
    [
      "My daily bar now",
      "Whip is right for cleans and it stays calm on a 200 kg squat. Finish has held up in an unheated garage through a wet winter.",
    ],
    [
      "Worth every cent",
      "I replaced a cheap bar that took a bend in a year. This one feels tighter in every way, and the centre knurl keeps it planted on my back.",
    ],
  ],
  rack: [
    [
      "Rock solid, easy build",
      "Two of us had it up in about three hours. Hole spacing through the bench zone makes setting the J-cups exact, and it does not move when I rack heavy.",
    ],
    [
      "Built like a bridge",
      "No wobble at all, even unbolted. Welds are clean and the powder coat is thick. Pull-up bar knurling is a nice touch.",
    ],
    [
      "Best purchase for the garage gym",
      "Fits under my 2.4 m ceiling with room for pull-ups. The safeties slide in and out without a fight and the numbering on the uprights saves time.",
    ],
  ],
  plates: [
    [
      "Accurate and quiet",
      "Checked a pair on a calibrated scale: within a few grams of spec. They bounce low and do not walk across the platform.",
    ],
    [
      "Thin enough to load a lot",
      "Plenty of room on the sleeve for a heavy deadlift. Collar inserts are tight and they slide on without scraping the bar.",
    ],
    [
      "No smell, no flaking",
      "Unlike my old bumpers these had no rubber smell out of the box and the paint has not chipped after a few months of drops.",
    ],
  ],
  bench: [
    [
      "Stable, no gap",
      "Pad gap is tiny so it feels like one surface on incline. Stays put on rubber flooring when I press heavy.",
    ],
    [
      "Great bench for the money",
      "Adjusts quickly between flat and incline with one hand. Grippy cover keeps my back from sliding.",
    ],
  ],
  bells: [
    [
      "Handles feel perfect",
      "Handle diameter is right for my hands, the finish grips without chalk, and the weights are true to the label.",
    ],
    ["Solid and well balanced", "They sit flat for renegade rows and the numbers are easy to read on the rack."],
  ],
  apparel: [
    [
      "Survived the washing machine",
      "Still fits after a dozen washes, no shrinking, and the print has not cracked. Comfortable for long sessions.",
    ],
    [
      "My go-to for training",
      "Cut gives room through the shoulders without being baggy. Fabric breathes well on hot days.",
    ],
  ],
  gear: [
    [
      "Does exactly what it should",
      "Well made, sturdy and it fits my setup without any fiddling. Shipping was quick and the box was well packed.",
    ],
    [
      "Quality you can feel",
      "Thicker material than I expected and the stitching is tidy. It has taken a beating every week and still looks new.",
    ],
  ],
};

const MIXED: Record<Kind, [string, string][]> = {
  bar: [
    [
      "Good bar, loud sleeves",
      "Spins well and the knurl is nice, but the sleeves rattle when I drop it. Not a deal-breaker, just not what I expected at this price.",
    ],
  ],
  rack: [
    [
      "Solid, but read the manual twice",
      "Once built it is excellent. The instructions skip a step on the crossmember and I had to take it apart again. A few bolts were packed in the wrong bag.",
    ],
  ],
  plates: [
    [
      "Fine plates, uneven colours",
      "They weigh what they should and bounce well. The colour on two of them is noticeably lighter, which bugs me more than it should.",
    ],
  ],
  bench: [
    [
      "Comfortable, a bit heavy to move",
      "Good pad and stable, but the wheel is small and moving it across the garage is a chore.",
    ],
  ],
  bells: [
    [
      "Decent, finish wears",
      "Weight is accurate. The coating on the handle started to wear after a couple of months of swings.",
    ],
  ],
  apparel: [["Runs small", "Material is great but order a size up. My usual size is tight across the chest."]],
  gear: [
    [
      "OK, could be better",
      "It works, but the finish on the edges is rough and one screw needed a washer to sit flush.",
    ],
  ],
};

const CRITICAL: Record<Kind, [string, string][]> = {
  bar: [
    [
      "Sleeve started to wobble",
      "After about four months one sleeve developed play. Support answered quickly and sent a replacement, but I expected more from a bar at this price.",
    ],
  ],
  rack: [
    [
      "Arrived with a scratched upright",
      "Two uprights had deep scratches from shipping and one hole was not drilled through cleanly. Returned it; the refund was fast at least.",
    ],
  ],
  plates: [
    [
      "Strong rubber smell",
      "The smell filled my garage for weeks. Airing them out in the sun helped a little. Weights are accurate but I would not buy them again for indoors.",
    ],
  ],
  bench: [
    [
      "Pad gap pinches",
      "On incline the gap between the seat and back pad catches my shorts. Stable otherwise, but it makes every set annoying.",
    ],
  ],
  bells: [
    [
      "Handle has a seam",
      "There is a casting seam on the handle that rubs my palm on snatches. I filed it down myself.",
    ],
  ],
  apparel: [
    ["Shrank after one wash", "Washed cold as the label says and it shrank a full size in length. Disappointed."],
  ],
  gear: [
    [
      "Broke after a few weeks",
      "A weld on the bracket cracked after a few weeks of normal use. Customer service replaced it, but I would not trust it with heavy loads.",
    ],
  ],
};

const REPLIES = [
  "Thanks for the honest feedback. We have passed the details to our product team and will contact you about a replacement.",
  "Sorry this was not the experience you expected. Our support team has reached out by email to make it right.",
];

const QUESTIONS: Record<Kind, [string, string][]> = {
  bar: [
    [
      "Is the centre knurl sharp enough to scratch my neck on high-bar squats?",
      "It is a medium centre knurl: noticeable, but most lifters find it comfortable with a shirt on.",
    ],
    [
      "Can I leave it in an unheated garage?",
      "Yes. Wipe it down after humid sessions and oil the shaft every few weeks to keep the finish in shape.",
    ],
  ],
  rack: [
    [
      "Does it need to be bolted to the floor?",
      "It is stable without bolting for most lifts; for kipping pull-ups we recommend bolting it or adding a weight storage kit.",
    ],
    ["What ceiling height do I need for pull-ups?", "Add about 60 cm above the top of the rack for strict pull-ups."],
  ],
  plates: [
    ["Do these fit a 50 mm Olympic sleeve?", "Yes, the collar insert is 50.4 mm and fits every Olympic bar."],
    [
      "How much do they bounce?",
      "They have a low, dead bounce; they will not fly across the room on a dropped deadlift.",
    ],
  ],
  bench: [["What is the weight limit?", "It is rated for 450 kg combined lifter and bar weight."]],
  bells: [["Are they coated or raw iron?", "They have a powder-coated finish that grips well without chalk."]],
  apparel: [["Is this true to size?", "It fits true to size; size up if you prefer a relaxed fit."]],
  gear: [
    [
      "Is it compatible with other brands' racks?",
      "It fits uprights with 5/8 in or 1 in holes; check the spec table for exact dimensions.",
    ],
  ],
};

const NAMES = [
  "Sam L.",
  "Kim R.",
  "Jo W.",
  "Alex P.",
  "Chris M.",
  "Dana S.",
  "Lena K.",
  "Marco B.",
  "Sofia G.",
  "Tom H.",
  "Priya N.",
  "Jonas F.",
  "Camille D.",
  "Luis A.",
  "Emma V.",
  "Noah T.",
  "Mia J.",
  "Ruben V.",
  "Anna Z.",
  "Omar E.",
  "Garage Lifter",
  "Coach Mel",
  "Early Riser",
  "Box Owner",
  "Barbell Dad",
  "Masters Lifter",
];

/**
 * About one verified owner in ten adds one or two photos (critical reviews too: a photo of the
 * flaw). A generator of its own, so the rest of the demo reviews stay as they were.
 */
function ownerPhotos(productId: number, n: number, verified: boolean): number {
  const rng = new Rng(`review-photos:${productId}:${n}`);
  if (!verified || !rng.chance(0.1)) return 0;
  return rng.chance(0.25) ? 2 : 1;
}

/** A rating with a believable spread: mostly 5 and 4, a real share of 3, 2 and 1. */
function rating(rng: Rng, rough: boolean): number {
  const r = rng.float();
  if (rough) return r < 0.3 ? 5 : r < 0.5 ? 4 : r < 0.65 ? 3 : r < 0.8 ? 2 : 1;
  return r < 0.55 ? 5 : r < 0.8 ? 4 : r < 0.9 ? 3 : r < 0.95 ? 2 : 1;
}

/** The 100 most visible products: best category position first, then id; gift cards and programs left out. */
export function popularProducts(products: readonly SeedProduct[], count = 100): SeedProduct[] {
  const best = (p: SeedProduct) => Math.min(...p.categories.map((c) => c.position), Number.MAX_SAFE_INTEGER);
  return products
    .filter(
      (p) => p.visibility === 4 && p.parentId === null && !["giftcard", "virtual", "downloadable"].includes(p.type),
    )
    .sort((a, b) => best(a) - best(b) || a.id - b.id)
    .slice(0, count);
}

export function buildReviews(products: readonly SeedProduct[]): { reviews: SeedReview[]; questions: SeedQuestion[] } {
  const reviews: SeedReview[] = [];
  const questions: SeedQuestion[] = [];
  let order = 1;
  for (const p of popularProducts(products)) {
    const rng = new Rng(`reviews:${p.id}`);
    const kind = kindOf(p);
    const rough = rng.chance(0.15);
    const names = rng.sample(NAMES, rng.int(3, 14));
    for (const [n, nickname] of names.entries()) {
      const stars = rating(rng, rough);
      const [title, body] = rng.pick(stars >= 4 ? GOOD[kind] : stars === 3 ? MIXED[kind] : CRITICAL[kind]);
      const verified = rng.chance(0.75);
      const daysAgo = rng.int(3, 420);
      const aspects: Record<string, number> =
        kind === "apparel"
          ? { fit: Math.max(1, Math.min(5, stars + rng.int(-1, 0))), quality: stars }
          : rng.chance(0.6)
            ? { quality: stars, value: Math.max(1, Math.min(5, stars + rng.int(-1, 1))) }
            : {};
      reviews.push({
        productId: p.id,
        author: `demo:${p.id}:${n}`,
        nickname,
        rating: stars,
        aspects,
        title,
        body,
        verified,
        orderId: verified ? `DEMO${String(order++).padStart(6, "0")}` : null,
        createdAt: `${daysFromReference(-daysAgo)}T${String(rng.int(7, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:00.000Z`,
        experiencedOn: verified && rng.chance(0.5) ? daysFromReference(-daysAgo - rng.int(14, 90)) : null,
        helpfulCount: rng.int(0, stars <= 2 ? 30 : 12),
        reply: stars <= 2 && rng.chance(0.6) ? rng.pick(REPLIES) : null,
        photos: ownerPhotos(p.id, n, verified),
      });
    }
    for (const [body, answer] of rng.sample(QUESTIONS[kind], rng.int(0, Math.min(3, QUESTIONS[kind].length)))) {
      questions.push({
        productId: p.id,
        nickname: rng.pick(NAMES),
        body,
        createdAt: `${daysFromReference(-rng.int(5, 300))}T12:00:00.000Z`,
        answer: rng.chance(0.85) ? answer : null,
      });
    }
  }
  return { reviews, questions };
}
