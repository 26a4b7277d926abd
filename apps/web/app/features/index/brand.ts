/** The magazine's name: a brand, the same in every language (like the footer's link). */
export const THE_INDEX = "The Index";
