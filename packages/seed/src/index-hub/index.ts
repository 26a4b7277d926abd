import { buildIndexPosts, type SeedIndexPost } from "./posts.ts";
import {
  INDEX_AUTHORS,
  INDEX_CATEGORIES,
  INDEX_TAGS,
  type SeedIndexAuthor,
  type SeedIndexCategory,
  type SeedIndexTag,
} from "./taxonomy.ts";

export type { SeedIndexAuthor, SeedIndexCategory, SeedIndexPost, SeedIndexTag };
export type { SeedIndexPostText } from "./posts.ts";

export interface SeedIndex {
  categories: SeedIndexCategory[];
  tags: SeedIndexTag[];
  authors: SeedIndexAuthor[];
  posts: SeedIndexPost[];
}

/** The Index's demo content (issue #19): categories, tags, authors and posts; deterministic. */
export function buildIndexHub(): SeedIndex {
  return { categories: INDEX_CATEGORIES, tags: INDEX_TAGS, authors: INDEX_AUTHORS, posts: buildIndexPosts() };
}
