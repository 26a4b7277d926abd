import { describe, expect, it } from "vitest";
import { readSignupForm, signupErrors } from "./signup-state.ts";

describe("newsletter signup validation (SPEC §5)", () => {
  it.each([
    ["valid, newsletter", { email: "a@example.com", newsletter: true, rapidfire: false }, {}],
    ["valid, rapidfire", { email: "a@example.com", newsletter: false, rapidfire: true }, {}],
    ["email required", { email: " ", newsletter: true, rapidfire: false }, { email: "newsletter.error.required" }],
    ["email invalid", { email: "a@", newsletter: true, rapidfire: false }, { email: "newsletter.error.invalid" }],
    ["no list", { email: "a@example.com", newsletter: false, rapidfire: false }, { lists: "newsletter.error.noList" }],
  ])("%s", (_name, values, errors) => {
    expect(signupErrors(values)).toEqual(errors);
  });

  it("reads a posted form: unticked boxes are absent", () => {
    const form = new FormData();
    form.set("email", " a@example.com ");
    form.set("rapidfire", "1");
    expect(readSignupForm(form)).toEqual({ email: "a@example.com", newsletter: false, rapidfire: true });
  });
});
