// Fixture: imported with `import type`, so the page never runs it.
export type Shape = { key: "demo.typeOnly" };
export const key = "demo.typeOnly";
