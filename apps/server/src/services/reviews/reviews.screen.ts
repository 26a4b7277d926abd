import { Profanity } from "@2toad/profanity";
import { type ScreenFindings, spamFindings } from "@ironworks/domain";

/**
 * The automatic screen every review, question and answer passes (issue #23 item 3): profanity from
 * a maintained multi-language word list (`@2toad/profanity`: en, de, fr, es) plus our own short
 * Dutch list (the library has none; /be writes in Dutch), and the domain's spam signs. A finding
 * never rejects anything: it holds the text for a moderator.
 */
const profanity = new Profanity({ languages: ["en", "de", "fr", "es"], wholeWord: true });

/**
 * Dutch (and Flemish) swear words and slurs a review should not publish unseen, whole words only.
 * Words that are also everyday Dutch ("kanker" is cancer, "eikel" an acorn, "lul" in "lullig" is
 * caught only as a word of its own) are left out or kept to their abusive compounds, so a shopper
 * writing about a health worry or an oak is not held.
 */
export const DUTCH_PROFANITY = [
  "kut",
  "kutding",
  "kutwijf",
  "klootzak",
  "klootzakken",
  "lul",
  "godverdomme",
  "godverdomse",
  "kankerding",
  "kankerlijer",
  "tering",
  "teringlijer",
  "tyfus",
  "tyfuslijer",
  "hoer",
  "hoerenzoon",
  "kutzooi",
  "mongool",
  "flikker",
  "trut",
  "zak hooi",
  "schijtding",
  "stront",
];
profanity.addWords(DUTCH_PROFANITY);

export function screenText(...texts: string[]): ScreenFindings {
  const text = texts.join("\n");
  return { profanity: profanity.exists(text), ...spamFindings(text) };
}
