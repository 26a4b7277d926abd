import { describe, expect, it } from "vitest";
import { screenText } from "./reviews.screen.ts";

describe("the review screen's profanity finding, per store language", () => {
  it.each([
    ["en", "This rack is shit, it wobbles.", true],
    ["de", "Die Hantel ist Scheiße verarbeitet.", true],
    ["nl", "Wat een klootzak van een bezorger, de rek kwam kapot aan.", true],
    ["nl", "Kutding: de pinnen passen niet.", true],
    ["nl", "Godverdomme, weer een kras.", true],
    ["nl", "Stevig rek, de bouten zaten er allemaal bij.", false],
    // Everyday Dutch that shares letters with a swear word is no finding.
    ["nl", "Na mijn behandeling tegen kanker train ik weer: fijne halters.", false],
    ["nl", "Lullig dat de verzending lang duurde, verder top.", false],
    ["nl", "De eikel van de eik valt naast mijn garagegym.", false],
  ])("%s: %s → %s", (_, text, held) => {
    expect(screenText(text).profanity).toBe(held);
  });
});
