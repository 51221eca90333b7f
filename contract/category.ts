import type { ArticleBase } from "./documents.ts";

/** colType of the category call: 1 blog, 3 user manual (2 featured works and 4 themes reserved). */
export const COL_TYPE = { blog: 1, featured: 2, manual: 3, themes: 4 } as const;

/** One blog post or manual entry of the category list, in the language it says. */
export type CategoryItem = ArticleBase & {
  coverWebp?: string;
  url: string;
  order?: number;
};
