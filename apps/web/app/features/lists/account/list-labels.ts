import type { List } from "@ironworks/contracts";
import type { Translate } from "../../../lib/i18n/messages.ts";
import type { ListsKey } from "../messages.ts";

/** A list's own name (wishlists and registries have one), else what its type is called in the page's language. */
export function listName(list: Pick<List, "type" | "metadata">, t: Translate<ListsKey>): string {
  const name = list.metadata.name;
  if (typeof name === "string" && name.trim()) return name;
  return t("lists.type", { type: list.type });
}
