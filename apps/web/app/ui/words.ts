import { createContext, useContext } from "react";

/**
 * The few words the design-system primitives say themselves (a breadcrumb trail's name, a password
 * field's Show/Hide), in the page's language. ui/ imports no feature or lib code, so the shell
 * provides them (features/shell/SiteShell.tsx, from its catalog); outside the shell they are empty.
 */
export interface UiWords {
  breadcrumb: string;
  show: string;
  hide: string;
  /** The toggle's accessible name for a field's label ("Show password"). */
  showField(label: string): string;
  hideField(label: string): string;
}

const NONE: UiWords = { breadcrumb: "", show: "", hide: "", showField: () => "", hideField: () => "" };

export const UiWordsContext = createContext<UiWords>(NONE);

export const useUiWords = (): UiWords => useContext(UiWordsContext);
