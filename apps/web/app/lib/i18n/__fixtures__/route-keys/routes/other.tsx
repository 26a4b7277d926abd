// Fixture: a sibling page with its own word.
export const word = "other.word";
