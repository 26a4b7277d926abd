import { describe, expect, it } from "vitest";
import { isStaffEmail } from "./customer.ts";

describe("isStaffEmail (SPEC §6: staff by work e-mail domain)", () => {
  it.each([
    ["coach@ironworks.com", true],
    ["Coach@IronWorks.COM", true],
    ["ops@eu.ironworks.com", true],
    ["someone@ironworksfitness.com", true],
    ["lifter@example.com", false],
    ["fake@notironworks.com", false],
    ["ironworks.com@example.com", false],
    ["no-at-sign", false],
    ["@ironworks.com", false],
    ["", false],
    [null, false],
  ])("%s → %s", (email, staff) => {
    expect(isStaffEmail(email)).toBe(staff);
  });
});
