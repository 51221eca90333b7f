import { Link } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import { RenderPicture } from "./RenderPicture.tsx";

/**
 * What the AI app's 3D mode takes, shown with a pose pack the doll made (`npm run
 * renders:ai-pack`): the view, its OpenPose skeleton and its depth map, and the way to make one.
 * On the home page's AI card and the download page's.
 */
export function AiPackFigure() {
  const d = useMessages().downloadPage;
  return (
    <figure className="grid gap-2">
      <RenderPicture
        id="ai-pack"
        alt={d.aiPackAlt}
        sizes="(min-width: 768px) 36rem, 92vw"
        className="h-auto w-full rounded-md border-2 border-fg bg-black"
      />
      <figcaption className="text-sm">
        {d.aiPackCaption}{" "}
        <Link to="/pose" className="font-semibold underline underline-offset-4">
          {d.aiPackMake}
        </Link>
      </figcaption>
    </figure>
  );
}
