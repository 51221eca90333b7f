import {
  LIGHT_ELEVATION_RANGE,
  LIGHT_INTENSITY_RANGE,
  type Scene,
  TURN_RANGE,
} from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Group, Slider, Toggle } from "./controls.tsx";
import type { Editor } from "./use-editor.ts";

/** The key light's direction (round the doll and up from the floor), brightness and rim light. */
export function LightPanel({ editor, scene }: { editor: Editor; scene: Scene }) {
  const p = useMessages().poseEditor;
  const light = scene.light;
  const degrees = (value: number) => format(p.degrees, { value: Math.round(value) });
  return (
    <Group title={p.tabLight}>
      <Slider
        label={p.azimuth}
        value={light.azimuth}
        min={TURN_RANGE[0]}
        max={TURN_RANGE[1]}
        step={1}
        shown={degrees(light.azimuth)}
        onChange={(azimuth) => editor.setLight({ ...light, azimuth })}
      />
      <Slider
        label={p.elevation}
        value={light.elevation}
        min={LIGHT_ELEVATION_RANGE[0]}
        max={LIGHT_ELEVATION_RANGE[1]}
        step={1}
        shown={degrees(light.elevation)}
        onChange={(elevation) => editor.setLight({ ...light, elevation })}
      />
      <Slider
        label={p.intensity}
        value={light.intensity}
        min={LIGHT_INTENSITY_RANGE[0]}
        max={LIGHT_INTENSITY_RANGE[1]}
        step={0.05}
        shown={light.intensity.toFixed(2)}
        onChange={(intensity) => editor.setLight({ ...light, intensity })}
      />
      <Toggle
        label={p.rim}
        checked={light.rim}
        onChange={(rim) => editor.setLight({ ...light, rim })}
      />
    </Group>
  );
}
