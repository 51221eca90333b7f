import { useSearchParams } from "react-router";
import { CONTENT_KINDS, type ContentKind } from "../../../../contract/content-admin.ts";
import { ContentEditor } from "./ContentEditor.tsx";
import { ContentList } from "./ContentList.tsx";

/** /admin/content: the list, or with ?kind=…&id=… one item's editor. */
export function ConsoleContent() {
  const [params] = useSearchParams();
  const kind = params.get("kind");
  const id = params.get("id");
  if (id && (CONTENT_KINDS as readonly string[]).includes(kind ?? "")) {
    return <ContentEditor kind={kind as ContentKind} id={id} />;
  }
  return <ContentList />;
}
