import {
  BODY_DEFAULTS,
  BODY_TYPES,
  BUILD_PARTS,
  BUILD_RANGES,
  HEADS_RANGE,
  HEIGHT_RANGE,
  MAX_DOLLS,
  NEUTRAL_BUILD,
  type Scene,
  TURN_RANGE,
} from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Choice, Group, PanelButton, Slider, Sliders } from "./controls.tsx";
import { facingView } from "./engine/facing.ts";
import type { Editor } from "./use-editor.ts";

/**
 * The dolls in the scene; the selected doll's facing (with the view the camera gets of it) and
 * its body: type, height, head-to-body ratio.
 */
export function BodyPanel({ editor, scene }: { editor: Editor; scene: Scene }) {
  const p = useMessages().poseEditor;
  const body = scene.dolls[editor.doll]?.body ?? BODY_DEFAULTS.adultFemale;
  const full = scene.dolls.length >= MAX_DOLLS;
  const current = scene.dolls[editor.doll];
  const facing = current?.facing ?? 0;
  /** The other dolls, by their number, that this one may be turned towards. */
  const others = scene.dolls.map((_, index) => index).filter((index) => index !== editor.doll);
  const seen = current
    ? facingView(current.position, facing, [scene.camera.position[0], scene.camera.position[2]])
    : "front";
  return (
    <div className="grid gap-6">
      <Group title={p.dolls}>
        <Choice
          legend={p.dolls}
          hideLegend
          options={scene.dolls.map((_, index) => ({
            value: index,
            label: format(p.dollName, { number: index + 1 }),
          }))}
          value={editor.doll}
          onChange={editor.selectDoll}
        />
        <div className="flex flex-wrap gap-2">
          <PanelButton
            onClick={editor.addDoll}
            disabled={full}
            aria-describedby={full ? "pose-dolls-full" : undefined}
          >
            {p.addDoll}
          </PanelButton>
          <PanelButton onClick={editor.removeDoll} disabled={scene.dolls.length < 2}>
            {p.removeDoll}
          </PanelButton>
        </div>
        {full ? (
          <p id="pose-dolls-full" className="text-sm text-muted">
            {p.dollsFull}
          </p>
        ) : null}
      </Group>
      <Group title={p.facing}>
        <Slider
          label={p.facing}
          value={facing}
          range={TURN_RANGE}
          step={1}
          shown={format(p.facingValue, { value: Math.round(facing), view: p.facingViews[seen] })}
          onChange={editor.setFacing}
        />
        <div className="flex flex-wrap gap-2">
          <PanelButton onClick={() => editor.face("camera")}>{p.faceCamera}</PanelButton>
          {others.map((other) => (
            <PanelButton key={other} onClick={() => editor.face(other)}>
              {format(p.faceDoll, { doll: format(p.dollName, { number: other + 1 }) })}
            </PanelButton>
          ))}
        </div>
      </Group>
      <Group title={p.bodyType}>
        <Choice
          legend={p.bodyType}
          hideLegend
          options={BODY_TYPES.map((type) => ({ value: type, label: p[type] }))}
          value={body.type}
          onChange={(type) => editor.setBody({ ...BODY_DEFAULTS[type] }, "now")}
        />
        <Sliders
          of={body}
          onChange={editor.setBody}
          specs={[
            {
              key: "height",
              label: p.height,
              range: HEIGHT_RANGE,
              step: 1,
              shown: (value) => format(p.heightValue, { value }),
            },
            {
              key: "heads",
              label: p.heads,
              range: HEADS_RANGE,
              step: 0.05,
              shown: (value) => format(p.headsValue, { value: value.toFixed(2).replace(/0$/, "") }),
            },
          ]}
        />
      </Group>
      <Group title={p.build}>
        <Sliders
          of={body.build ?? NEUTRAL_BUILD}
          onChange={(build) => editor.setBody({ ...body, build })}
          specs={BUILD_PARTS.map((part) => ({
            key: part,
            label: p.buildParts[part],
            range: BUILD_RANGES[part],
            step: 0.01,
            shown: (value: number) => format(p.buildValue, { value: Math.round(value * 100) }),
          }))}
        />
        <p>
          <PanelButton
            onClick={() => {
              const { build: _, ...plain } = body;
              editor.setBody(plain, "now");
            }}
            disabled={!body.build}
          >
            {p.buildReset}
          </PanelButton>
        </p>
      </Group>
    </div>
  );
}
