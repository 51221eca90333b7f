import type { CategoryItem } from "../../../contract/category.ts";
import { ArticleCard } from "../../components/ArticleCard.tsx";
import { PageMain } from "../../components/Page.tsx";
import { useMessages } from "../../lib/i18n.tsx";

/** The blog: every post as a card, newest first. */
export function BlogPage({ items }: { items: CategoryItem[] }) {
  const m = useMessages();
  return (
    <PageMain width="max-w-7xl">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.blog}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{m.blogPage.lead}</p>
      {items.length === 0 ? (
        <p className="mt-10 text-muted">{m.blogPage.empty}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="relative">
              <ArticleCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </PageMain>
  );
}
