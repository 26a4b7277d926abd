import { describe, expect, it } from "vitest";
import {
  FORM_MAX_FILES,
  FORM_SLUGS,
  FORMS,
  type FormValues,
  fieldIssue,
  formByHash,
  formBySlug,
  validateForm,
} from "./forms.ts";

const form = (slug: string) => {
  const f = formBySlug(slug);
  if (!f) throw new Error(slug);
  return f;
};

const CONTACT: FormValues = { name: "Sam Lifter", email: "sam@example.com", topic: "order", message: "Where is it?" };
const CATALOG: FormValues = {
  name: "Sam",
  email: "sam@example.com",
  street: "1 Main St",
  city: "Columbus",
  state: "oh",
  zip: "43215",
};
const GYM: FormValues = {
  gymName: "Forge Barbell",
  contactName: "Sam",
  email: "sam@example.com",
  gymType: "strength",
  street: "1 Main St",
  city: "Columbus",
  postcode: "43215",
  country: "US",
  hours: "Mon–Fri 6–21",
  equipment: ["rigs", "barbells"],
};

describe("the form definitions", () => {
  it("define the five store forms and the gallery once, each with its own hash, team and field names", () => {
    expect(FORM_SLUGS).toEqual([
      "contact-us",
      "gym-application",
      "athlete-sponsorship",
      "wholesale",
      "catalog-request",
      "ryourogue",
    ]);
    expect(new Set(FORMS.map((f) => f.hash)).size).toBe(FORMS.length);
    for (const f of FORMS) {
      expect(formByHash(f.hash)).toBe(f);
      expect(new Set(f.fields.map((x) => x.name)).size, f.slug).toBe(f.fields.length);
      expect(
        f.fields.some((x) => x.kind === "email" && x.required),
        f.slug,
      ).toBe(true);
    }
    expect(formByHash("nope")).toBeUndefined();
    expect(FORM_MAX_FILES).toBe(3);
    expect(FORMS.filter((f) => f.moderated).map((f) => f.slug)).toEqual(["gym-application", "ryourogue"]);
  });
});

describe("validateForm", () => {
  it.each([
    ["contact-us", CONTACT],
    ["catalog-request", CATALOG],
    ["gym-application", GYM],
  ])("accepts a complete %s and cleans it", (slug, values) => {
    const r = validateForm(form(slug), values);
    expect(r.ok).toBe(true);
  });

  it("cleans: trimmed, a state in capitals, a multiselect a list, unknown parts dropped", () => {
    const r = validateForm(form("catalog-request"), { ...CATALOG, name: "  Sam  ", extra: "x" });
    expect(r).toEqual({
      ok: true,
      data: { name: "Sam", email: "sam@example.com", street: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
    });
    const g = validateForm(form("gym-application"), { ...GYM, equipment: "rigs" });
    expect(g.ok && g.data.equipment).toEqual(["rigs"]);
  });

  it.each([
    ["contact-us", { ...CONTACT, name: "  " }, "name", "required"],
    ["contact-us", { ...CONTACT, email: "sam@" }, "email", "email"],
    ["contact-us", { ...CONTACT, topic: "refund-now" }, "topic", "option"],
    ["contact-us", { ...CONTACT, message: "x".repeat(4001) }, "message", "tooLong"],
    ["catalog-request", { ...CATALOG, state: "ZZ" }, "state", "usState"],
    ["catalog-request", { ...CATALOG, state: "" }, "state", "required"],
    ["catalog-request", { ...CATALOG, zip: "4321" }, "zip", "usZip"],
    ["catalog-request", { ...CATALOG, zip: "EC1A 1BB" }, "zip", "usZip"],
    ["gym-application", { ...GYM, country: "XX" }, "country", "country"],
    ["gym-application", { ...GYM, country: "us" }, "country", "country"],
    ["gym-application", { ...GYM, equipment: ["rigs", "lasers"] }, "equipment", "option"],
    ["gym-application", { ...GYM, equipment: [] }, "equipment", "required"],
    ["gym-application", { ...GYM, gymType: "spa" }, "gymType", "option"],
    ["gym-application", { ...GYM, website: "javascript:alert(1)" }, "website", "url"],
    [
      "wholesale",
      {
        company: "A",
        contactName: "B",
        email: "b@example.com",
        phone: "call me",
        businessType: "gym",
        country: "DE",
        message: "hi",
      },
      "phone",
      "tel",
    ],
    ["ryourogue", { name: "A", email: "a@example.com", gymName: "G", city: "C", consent: "" }, "consent", "required"],
  ] as const)("%s refuses %o naming %s (%s)", (slug, values, field, issue) => {
    const r = validateForm(form(slug), values as FormValues, slug === "ryourogue" ? { photos: 1 } : {});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.issues.find((i) => i.field === field)?.issue).toBe(issue);
  });

  it("names every missing field at once", () => {
    const r = validateForm(form("catalog-request"), {});
    expect(!r.ok && r.issues.map((i) => i.field)).toEqual(["name", "email", "street", "city", "state", "zip"]);
  });

  it("counts image files: required, at most maxFiles", () => {
    const gallery = form("ryourogue");
    const values = { name: "A", email: "a@example.com", gymName: "G", city: "C", consent: "yes" };
    expect(validateForm(gallery, values, { photos: 0 })).toMatchObject({
      ok: false,
      issues: [{ field: "photos", issue: "required" }],
    });
    expect(validateForm(gallery, values, { photos: 4 })).toMatchObject({
      ok: false,
      issues: [{ field: "photos", issue: "tooManyFiles", max: 3 }],
    });
    expect(validateForm(gallery, values, { photos: 3 }).ok).toBe(true);
    const photo = form("gym-application").fields.find((f) => f.name === "photo");
    expect(photo && fieldIssue(photo, undefined, 0)).toBeNull();
  });
});
