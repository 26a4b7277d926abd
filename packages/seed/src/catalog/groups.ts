import type { ArtFamily } from "../artwork/paths.ts";
import { sentence } from "../text.ts";
import type { ProductSpec } from "./builder.ts";

/** One simple product of a family table: name, USD price, a lower-case phrase, and art of its own if not the group's. */
export interface GroupItem {
  name: string;
  usd: number;
  text: string;
  art?: ArtFamily;
}

/** The items of one sub-category, drawn with the group's art unless an item has its own. */
export interface ItemGroup<I extends GroupItem> {
  sub: string;
  art: ArtFamily;
  items: I[];
}

/**
 * Every item of the groups, in order, with the spec fields all such families derive alike: name,
 * art, price, the sub-category under `root` and the short line (the phrase as a sentence).
 */
export function groupedItems<I extends GroupItem>(root: string, groups: ItemGroup<I>[]) {
  return groups.flatMap((group) =>
    group.items.map((item) => ({
      item,
      spec: {
        name: item.name,
        art: item.art ?? group.art,
        usd: item.usd,
        category: `${root}/${group.sub}`,
        short: sentence(item.text),
      } satisfies Partial<ProductSpec>,
    })),
  );
}
