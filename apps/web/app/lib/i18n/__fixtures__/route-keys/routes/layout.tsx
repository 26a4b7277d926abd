// Fixture: a layout naming one key itself.
export const word = "demo.layout";
