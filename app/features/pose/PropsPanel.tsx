import { useId } from "react";
import {
  HANDS,
  HOLDABLE_PROPS,
  MAX_PROPS,
  PROP_GROUPS,
  PROP_SCALE_RANGE,
  type PropGroup,
  type Scene,
  SEAT_POINTS,
  TURN_RANGE,
} from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Choice, Group, PanelButton, Slider } from "./controls.tsx";
import type { Editor } from "./use-editor.ts";

const GROUPS = Object.keys(PROP_GROUPS) as PropGroup[];
/** Where a prop may be slid to from its sliders (the floor's own range is wider than a room). */
const PLACE_RANGE = [-5, 5] as const;

/**
 * The props tab: the library by group (each an Add button), the scene's props, and the chosen
 * one's place, turn and size, the hand that holds it, or the doll that sits on it. In Move mode a
 * prop on the floor also slides by dragging, as a doll does.
 */
export function PropsPanel({ editor, scene }: { editor: Editor; scene: Scene }) {
  const m = useMessages();
  const p = m.poseEditor;
  const id = useId();
  const props = scene.props ?? [];
  const full = props.length >= MAX_PROPS;
  const index = editor.activeProp;
  const prop = index === null ? undefined : props[index];
  const nameOf = (i: number) => {
    const kind = props[i]?.kind;
    if (!kind) return "";
    const same = props.filter((other, j) => other.kind === kind && j <= i).length;
    const total = props.filter((other) => other.kind === kind).length;
    return total > 1 ? `${p.propKinds[kind]} ${same}` : p.propKinds[kind];
  };
  const dollName = (n: number) => format(p.dollName, { number: n + 1 });
  const holders = scene.dolls.flatMap((_, doll) => HANDS.map((hand) => ({ doll, hand })));
  const seatedOn = (i: number) => scene.dolls.findIndex((doll) => doll.seat === i);

  return (
    <div className="grid gap-6">
      <Group title={p.propLibrary}>
        {GROUPS.map((group) => (
          <div key={group} className="grid gap-2">
            <h3 className="text-sm font-semibold">{p.propGroups[group]}</h3>
            <div className="flex flex-wrap gap-2">
              {PROP_GROUPS[group].map((kind) => (
                <PanelButton
                  key={kind}
                  disabled={full}
                  aria-describedby={full ? `${id}-full` : undefined}
                  onClick={() => editor.addProp(kind)}
                  data-prop-kind={kind}
                >
                  {format(p.addProp, { prop: p.propKinds[kind] })}
                </PanelButton>
              ))}
            </div>
          </div>
        ))}
        <p id={`${id}-full`} className={full ? "text-sm text-muted" : "sr-only"}>
          {full ? p.propsFull : ""}
        </p>
      </Group>

      <Group title={p.sceneProps}>
        {props.length === 0 ? (
          <p className="text-sm text-muted">{p.noProps}</p>
        ) : (
          <Choice
            legend={p.sceneProps}
            hideLegend
            value={index ?? -1}
            options={props.map((_, i) => ({ value: i, label: nameOf(i) }))}
            onChange={(next) => editor.selectProp(next)}
          />
        )}
        {prop && index !== null ? (
          <div className="grid gap-3" data-testid="prop-fields">
            {prop.held ? (
              <p className="text-sm">
                {format(p.propHeldBy, {
                  doll: dollName(prop.held.doll),
                  hand: prop.held.hand === "handL" ? p.handLeft : p.handRight,
                })}
              </p>
            ) : (
              <>
                {([0, 1] as const).map((axis) => (
                  <Slider
                    key={axis}
                    label={axis === 0 ? p.propX : p.propZ}
                    value={prop.position[axis]}
                    range={PLACE_RANGE}
                    step={0.05}
                    shown={format(p.metres, { value: prop.position[axis].toFixed(2) })}
                    onChange={(value) => {
                      const position: [number, number] = [prop.position[0], prop.position[1]];
                      position[axis] = value;
                      editor.setProp(index, { position });
                    }}
                  />
                ))}
                <Slider
                  label={p.propFacing}
                  value={prop.facing}
                  range={TURN_RANGE}
                  step={1}
                  shown={format(p.degrees, { value: Math.round(prop.facing) })}
                  onChange={(facing) => editor.setProp(index, { facing })}
                />
              </>
            )}
            <Slider
              label={p.propScale}
              value={prop.scale}
              range={PROP_SCALE_RANGE}
              step={0.05}
              shown={format(p.percent, { value: Math.round(prop.scale * 100) })}
              onChange={(scale) => editor.setProp(index, { scale })}
            />
            {HOLDABLE_PROPS.includes(prop.kind) ? (
              <div className="grid gap-1">
                <label htmlFor={`${id}-held`} className="text-sm font-semibold">
                  {p.propHolder}
                </label>
                <select
                  id={`${id}-held`}
                  className="field-input min-h-11 py-1 text-sm"
                  value={prop.held ? `${prop.held.doll}:${prop.held.hand}` : ""}
                  onChange={(event) => {
                    const [doll, hand] = event.currentTarget.value.split(":");
                    editor.holdProp(
                      index,
                      hand === "handL" || hand === "handR" ? { doll: Number(doll), hand } : null,
                    );
                  }}
                >
                  <option value="">{p.propOnFloor}</option>
                  {holders.map(({ doll, hand }) => (
                    <option key={`${doll}:${hand}`} value={`${doll}:${hand}`}>
                      {format(p.propInHand, {
                        doll: dollName(doll),
                        hand: hand === "handL" ? p.handLeft : p.handRight,
                      })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {SEAT_POINTS[prop.kind] ? (
              <div className="flex flex-wrap gap-2">
                {seatedOn(index) === editor.doll ? (
                  <PanelButton onClick={() => editor.seat(null)}>
                    {format(p.standUp, { doll: dollName(editor.doll) })}
                  </PanelButton>
                ) : (
                  <PanelButton onClick={() => editor.seat(index)}>
                    {format(p.sitOn, { doll: dollName(editor.doll), prop: nameOf(index) })}
                  </PanelButton>
                )}
              </div>
            ) : null}
            <div>
              <PanelButton onClick={() => editor.removeProp(index)}>
                {format(p.removeProp, { prop: nameOf(index) })}
              </PanelButton>
            </div>
          </div>
        ) : null}
      </Group>
    </div>
  );
}
