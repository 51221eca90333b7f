import { describe, expect, it } from "vitest";
import { BODY_DEFAULTS, BODY_TYPES } from "../../../../contract/pose.ts";
import { proportionsOf, restHeight } from "./proportions.ts";

describe("proportionsOf", () => {
  it("stands exactly as tall as the body says, for every type and slider value", () => {
    for (const type of BODY_TYPES) {
      for (const height of [60, 120, 165, 220]) {
        for (const heads of [2, 4.5, 7.5, 9]) {
          const p = proportionsOf({ type, height, heads });
          expect(restHeight(p)).toBeCloseTo(height / 100, 6);
          expect(p.head).toBeCloseTo(height / 100 / heads, 6);
        }
      }
    }
  });

  it("reaches the floor with the legs: hip joint height = thigh + shin + ankle", () => {
    for (const type of BODY_TYPES) {
      const p = proportionsOf(BODY_DEFAULTS[type]);
      expect(p.pelvisHeight - p.hipDrop).toBeCloseTo(p.thigh + p.shin + p.ankle, 6);
    }
  });

  it("gives the four types visibly different builds", () => {
    const male = proportionsOf(BODY_DEFAULTS.adultMale);
    const female = proportionsOf(BODY_DEFAULTS.adultFemale);
    const chibi = proportionsOf(BODY_DEFAULTS.chibi);
    const teen = proportionsOf(BODY_DEFAULTS.teen);
    // Shoulders against hips: wider shoulders on the man, wider hips on the woman.
    expect(male.clavicle / male.pelvisRadii[0]).toBeGreaterThan(
      female.clavicle / female.pelvisRadii[0] + 0.15,
    );
    // A chibi's head is a big share of its height; its legs a small one.
    expect(chibi.head / chibi.height).toBeGreaterThan(0.35);
    expect(chibi.thigh / chibi.height).toBeLessThan((male.thigh / male.height) * 0.75);
    expect(teen.height).toBeLessThan(female.height);
    expect(teen.armRadius / teen.height).toBeLessThan(male.armRadius / male.height);
  });

  it("scales segment lengths with the height slider and the head with the heads slider", () => {
    const base = proportionsOf({ type: "adultFemale", height: 160, heads: 8 });
    const tall = proportionsOf({ type: "adultFemale", height: 200, heads: 8 });
    expect(tall.upperArm / base.upperArm).toBeCloseTo(1.25, 6);
    expect(tall.thigh / base.thigh).toBeCloseTo(1.25, 6);
    const bigHead = proportionsOf({ type: "adultFemale", height: 160, heads: 4 });
    expect(bigHead.head / base.head).toBeCloseTo(2, 6);
    expect(bigHead.thigh).toBeLessThan(base.thigh);
  });
});
