import { FOCAL_RANGE, type Scene } from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Group, PanelButton, Slider, Toggle } from "./controls.tsx";
import type { CameraPreset } from "./engine/types.ts";
import type { Editor } from "./use-editor.ts";

/** Framing, lens, the four standard camera angles and the composition guides. */
export function CameraPanel({ editor, scene }: { editor: Editor; scene: Scene }) {
  const p = useMessages().poseEditor;
  const presets: { value: CameraPreset; label: string }[] = [
    { value: "eye", label: p.cameraEye },
    { value: "low", label: p.cameraLow },
    { value: "high", label: p.cameraHigh },
    { value: "bird", label: p.cameraBird },
  ];
  const focal = scene.camera.focal;
  const several = scene.dolls.length > 1;
  return (
    <div className="grid gap-6">
      <Group title={p.view}>
        <div className="flex flex-wrap gap-2">
          <PanelButton onClick={() => editor.frame("all")}>{p.frameAll}</PanelButton>
          {several ? (
            <PanelButton onClick={() => editor.frame("doll")}>
              {format(p.frameDoll, {
                doll: format(p.dollName, { number: editor.doll + 1 }),
              })}
            </PanelButton>
          ) : null}
          <PanelButton onClick={editor.resetView}>{p.resetView}</PanelButton>
        </div>
      </Group>
      <Group title={p.focal}>
        <Slider
          label={p.focal}
          value={focal}
          range={FOCAL_RANGE}
          step={1}
          shown={format(p.focalValue, { value: Math.round(focal) })}
          onChange={editor.setFocal}
        />
      </Group>
      <Group title={p.cameraAngle}>
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <PanelButton key={preset.value} onClick={() => editor.cameraPreset(preset.value)}>
              {preset.label}
            </PanelButton>
          ))}
        </div>
      </Group>
      <Group title={p.guides}>
        <div className="flex flex-wrap gap-x-6">
          <Toggle
            label={p.thirds}
            checked={editor.overlays.thirds}
            onChange={(thirds) => editor.setOverlays({ ...editor.overlays, thirds })}
          />
          <Toggle
            label={p.horizon}
            checked={editor.overlays.horizon}
            onChange={(horizon) => editor.setOverlays({ ...editor.overlays, horizon })}
          />
        </div>
      </Group>
    </div>
  );
}
