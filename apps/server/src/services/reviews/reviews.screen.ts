import { Profanity } from "@2toad/profanity";
import { type ScreenFindings, spamFindings } from "@ironworks/domain";

/**
 * The automatic screen every review, question and answer passes (issue #23 item 3): profanity from
 * a maintained multi-language word list (`@2toad/profanity`: en, de, fr, es; Dutch has no list
 * there, so Dutch text is screened for spam only) and the domain's spam signs. A finding never
 * rejects anything: it holds the text for a moderator.
 */
const profanity = new Profanity({ languages: ["en", "de", "fr", "es"], wholeWord: true });

export function screenText(...texts: string[]): ScreenFindings {
  const text = texts.join("\n");
  return { profanity: profanity.exists(text), ...spamFindings(text) };
}
