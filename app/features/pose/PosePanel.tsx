import type { DataLanguage } from "../../../contract/language.ts";
import type { Scene } from "../../../contract/pose.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { Group } from "./controls.tsx";
import { JointFields } from "./JointFields.tsx";
import { JointList } from "./JointList.tsx";
import { PresetPicker } from "./PresetPicker.tsx";
import type { Editor } from "./use-editor.ts";

/** Presets, the selected joint's angles, mirror and reset, and the keyboard's joint list. */
export function PosePanel({
  editor,
  scene,
  dataLanguage,
}: {
  editor: Editor;
  scene: Scene;
  dataLanguage: DataLanguage;
}) {
  const p = useMessages().poseEditor;
  const small = "btn btn-secondary min-h-10 px-4 py-1.5 text-sm";
  return (
    <div className="grid gap-6">
      <PresetPicker editor={editor} dataLanguage={dataLanguage} />
      <Group title={p.joints}>
        <JointFields editor={editor} scene={scene} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={small} onClick={editor.mirror}>
            {p.mirror}
          </button>
          <button type="button" className={small} onClick={editor.reset}>
            {p.reset}
          </button>
        </div>
        <p className="text-sm text-muted">{p.keyboardHelp}</p>
        <JointList editor={editor} />
      </Group>
    </div>
  );
}
