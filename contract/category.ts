/** colType of the category call: 1 blog, 3 user manual (2 featured works and 4 themes reserved). */
export const COL_TYPE = { blog: 1, featured: 2, manual: 3, themes: 4 } as const;

/** One blog post or manual entry of the category list, in the language it says. */
export type CategoryItem = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  coverWebp?: string;
  url: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  language: string;
  app?: string;
  topic?: string;
  order?: number;
};
