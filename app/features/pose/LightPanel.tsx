import {
  LIGHT_ELEVATION_RANGE,
  LIGHT_INTENSITY_RANGE,
  type Scene,
  TURN_RANGE,
} from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Group, Sliders, Toggle } from "./controls.tsx";
import type { Editor } from "./use-editor.ts";

/** The key light's direction (round the doll and up from the floor), brightness and rim light. */
export function LightPanel({ editor, scene }: { editor: Editor; scene: Scene }) {
  const p = useMessages().poseEditor;
  const light = scene.light;
  const degrees = (value: number) => format(p.degrees, { value: Math.round(value) });
  return (
    <Group title={p.tabLight}>
      <Sliders
        of={light}
        onChange={editor.setLight}
        specs={[
          { key: "azimuth", label: p.azimuth, range: TURN_RANGE, step: 1, shown: degrees },
          {
            key: "elevation",
            label: p.elevation,
            range: LIGHT_ELEVATION_RANGE,
            step: 1,
            shown: degrees,
          },
          {
            key: "intensity",
            label: p.intensity,
            range: LIGHT_INTENSITY_RANGE,
            step: 0.05,
            shown: (value) => value.toFixed(2),
          },
        ]}
      />
      <Toggle
        label={p.rim}
        checked={light.rim}
        onChange={(rim) => editor.setLight({ ...light, rim })}
      />
    </Group>
  );
}
