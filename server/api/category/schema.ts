import { z } from "zod";
import { FromQuerySchema, intQuery } from "../common.ts";

export type { CategoryItem } from "../../../contract/category.ts";
export { CategoryItemSchema } from "../../../contract/schemas.ts";

export const MAX_PAGE_SIZE = 999;

export const CategoryQuerySchema = z.object({
  colType: z
    .enum(["1", "2", "3", "4"], {
      error: "must be 1 (blog), 2 (featured works), 3 (user manual) or 4 (themes)",
    })
    .transform(Number)
    .describe("1 blog, 3 user manual; 2 featured works and 4 themes are reserved (empty)"),
  webType: z.enum(["1"], { error: "must be 1 (website)" }).transform(Number).describe("1 website"),
  currentPage: intQuery(1, 1_000_000).describe("Page number, from 1"),
  pageSize: intQuery(1, MAX_PAGE_SIZE).describe(`Items per page, 1 to ${MAX_PAGE_SIZE}`),
  from: FromQuerySchema,
});
