// The line's words live beside the component that shows them (LineDetails.tsx: one module, one chunk).
export { lineCatalogWords, useLineWords } from "./LineDetails.tsx";
