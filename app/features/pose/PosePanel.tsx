import type { ReactNode } from "react";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Scene } from "../../../contract/pose.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { Group, PanelButton } from "./controls.tsx";
import { JointFields } from "./JointFields.tsx";
import { JointList } from "./JointList.tsx";
import { PresetPicker } from "./PresetPicker.tsx";
import type { Editor } from "./use-editor.ts";

/** Presets, the selected joint's angles, mirror and reset, the keyboard's joint list, and pins. */
export function PosePanel({
  editor,
  scene,
  dataLanguage,
  pins,
}: {
  editor: Editor;
  scene: Scene;
  dataLanguage: DataLanguage;
  /** The pins' fields, fetched after the doll is ready (PoseEditor's lazy panels). */
  pins: ReactNode;
}) {
  const p = useMessages().poseEditor;
  return (
    <div className="grid gap-6">
      <PresetPicker editor={editor} dataLanguage={dataLanguage} />
      <Group title={p.joints}>
        <JointFields editor={editor} scene={scene} />
        <div className="flex flex-wrap gap-2">
          <PanelButton onClick={editor.mirror}>{p.mirror}</PanelButton>
          <PanelButton onClick={editor.reset}>{p.reset}</PanelButton>
        </div>
        <p className="text-sm text-muted">{p.keyboardHelp}</p>
        <JointList editor={editor} />
      </Group>
      {pins}
    </div>
  );
}
