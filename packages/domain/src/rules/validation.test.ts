import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE } from "./email.ts";
import {
  emailMessage,
  firstError,
  formErrors,
  NAME_MAX_LENGTH,
  nameMessage,
  newPasswordMessage,
  PASSWORD_MAX_LENGTH,
  REGISTER_RULES,
  REQUIRED_MESSAGE,
  requiredMessage,
  SIGN_IN_RULES,
  visibleErrors,
} from "./validation.ts";

describe("requiredMessage (SPEC §5)", () => {
  it.each<[unknown, { label?: string; message?: string }, string | null]>([
    ["x", {}, null],
    [" x ", { label: "Email" }, null],
    ["", {}, REQUIRED_MESSAGE],
    ["   ", {}, "Required Field"],
    [undefined, {}, "Required Field"],
    [null, {}, "Required Field"],
    ["", { label: "First Name" }, "Please enter your first name"],
    ["\t\n", { label: "Email" }, "Please enter your email"],
    ["", { label: "Password", message: "We need a password." }, "We need a password."],
    ["", { message: "Custom" }, "Custom"],
    [0, {}, null],
  ])("%j %j → %j", (value, options, expected) => {
    expect(requiredMessage(value, options)).toBe(expected);
  });
});

describe("emailMessage", () => {
  it.each<[unknown, string | null]>([
    ["sam@example.com", null],
    ["", "Please enter your email"],
    ["  ", "Please enter your email"],
    ["sam@", EMAIL_MESSAGE],
    ["sam@example.com\n", "Please enter a valid email."],
    [`${"a".repeat(309)}@example.com`, EMAIL_MESSAGE],
    [`${"{".repeat(104)}@example.com`, EMAIL_MESSAGE],
  ])("%j → %j", (value, expected) => {
    expect(emailMessage(value)).toBe(expected);
  });
});

describe("names and passwords", () => {
  it("names are required and bounded", () => {
    expect(nameMessage("", "First Name")).toBe("Please enter your first name");
    expect(nameMessage("Sam", "First Name")).toBeNull();
    expect(nameMessage("x".repeat(NAME_MAX_LENGTH), "First Name")).toBeNull();
    expect(nameMessage("x".repeat(NAME_MAX_LENGTH + 1), "First Name")).toBe(
      "First Name must be at most 100 characters.",
    );
  });
  it("new passwords are 8 to 128 characters", () => {
    expect(newPasswordMessage("")).toBe("Please enter your password");
    expect(newPasswordMessage("short")).toBe("Password must be at least 8 characters.");
    expect(newPasswordMessage("12345678")).toBeNull();
    expect(newPasswordMessage("x".repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(newPasswordMessage("x".repeat(PASSWORD_MAX_LENGTH + 1))).toBe("Password must be at most 128 characters.");
    expect(newPasswordMessage("", "New Password")).toBe("Please enter your new password");
  });
});

describe("form errors: only the first error, only after touch", () => {
  it("firstError stops at the first failing rule", () => {
    expect(firstError("", REGISTER_RULES.email)).toBe("Please enter your email");
    expect(firstError("nope", REGISTER_RULES.email)).toBe(EMAIL_MESSAGE);
  });
  it("untouched fields show nothing", () => {
    expect(visibleErrors({ email: "", password: "" }, SIGN_IN_RULES, {})).toEqual({});
    expect(visibleErrors({ email: "bad", password: "" }, SIGN_IN_RULES, { email: true })).toEqual({
      email: EMAIL_MESSAGE,
    });
  });
  it("a submit shows every field's first error", () => {
    expect(formErrors({}, REGISTER_RULES)).toEqual({
      firstname: "Please enter your first name",
      lastname: "Please enter your last name",
      email: "Please enter your email",
      password: "Please enter your password",
    });
    expect(
      formErrors(
        { firstname: "Sam", lastname: "Lee", email: "sam@example.com", password: "longenough" },
        REGISTER_RULES,
      ),
    ).toEqual({});
  });
});
