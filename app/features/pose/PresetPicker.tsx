import { useId, useState } from "react";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Side } from "../../../contract/pose.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { Choice, Group } from "./controls.tsx";
import { BODY_PRESETS, HAND_PRESETS, PRESET_GROUPS, presetName } from "./presets.ts";
import type { Editor } from "./use-editor.ts";

/** Body poses by group (one press applies one, hands included) and a hand shape per side. */
export function PresetPicker({
  editor,
  dataLanguage,
}: {
  editor: Editor;
  dataLanguage: DataLanguage;
}) {
  const p = useMessages().poseEditor;
  const id = useId();
  const [group, setGroup] = useState(PRESET_GROUPS[0]?.id ?? "");
  const [hands, setHands] = useState<Record<Side, string>>({ L: "", R: "" });
  const sides: [Side, string][] = [
    ["L", p.handLeft],
    ["R", p.handRight],
  ];
  return (
    <Group title={p.presets}>
      <Choice
        legend={p.presetGroup}
        options={PRESET_GROUPS.map((g) => ({ value: g.id, label: presetName(g, dataLanguage) }))}
        value={group}
        onChange={setGroup}
      />
      <ul className="grid grid-cols-2 gap-1.5" aria-label={p.bodyPreset} data-testid="body-presets">
        {BODY_PRESETS.filter((preset) => preset.group === group).map((preset) => {
          const name = presetName(preset, dataLanguage);
          return (
            <li key={preset.id}>
              <button
                type="button"
                className="h-full min-h-11 w-full rounded-md border-2 border-muted bg-surface px-2 py-1.5 text-left text-sm font-semibold hover:border-fg disabled:cursor-not-allowed disabled:opacity-60"
                onClick={() => editor.applyPreset(preset, name)}
                data-preset={preset.id}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        {sides.map(([side, label]) => (
          <div key={side} className="grid min-w-0 gap-1">
            <label htmlFor={`${id}-${side}`} className="text-sm font-semibold">
              {label}
            </label>
            <select
              id={`${id}-${side}`}
              className="field-input min-h-11 py-1 text-sm"
              value={hands[side]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setHands({ ...hands, [side]: value });
                const preset = HAND_PRESETS.find((hand) => hand.id === value);
                // The engine takes the left hand's rotations by part and mirrors them itself.
                if (preset) editor.applyHand(side, preset.rotations);
              }}
            >
              <option value="" disabled>
                {p.chooseHand}
              </option>
              {HAND_PRESETS.map((hand) => (
                <option key={hand.id} value={hand.id}>
                  {presetName(hand, dataLanguage)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </Group>
  );
}
