import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BODY_DEFAULTS,
  BODY_TYPES,
  BUILD_PARTS,
  BUILD_RANGES,
  type Build,
  HEADS_RANGE,
  HEIGHT_RANGE,
} from "../../../../contract/pose.ts";
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

  it("keeps the height, the floor and sane parts for every build within the contract's ranges", () => {
    const within = ([min, max]: readonly [number, number]) =>
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    const buildArb = fc.record(
      Object.fromEntries(BUILD_PARTS.map((part) => [part, within(BUILD_RANGES[part])])) as {
        [K in keyof Build]: fc.Arbitrary<number>;
      },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...BODY_TYPES),
        within(HEIGHT_RANGE),
        within(HEADS_RANGE),
        buildArb,
        (type, height, heads, build) => {
          const p = proportionsOf({ type, height, heads, build });
          expect(restHeight(p)).toBeCloseTo(height / 100, 6);
          expect(p.pelvisHeight - p.hipDrop).toBeCloseTo(p.thigh + p.shin + p.ankle, 6);
          for (const value of [p.thigh, p.shin, p.upperArm, p.lowerArm, p.chest, p.waist])
            expect(value).toBeGreaterThan(0);
          // The waist stays inside the chest, and the thighs do not pass through each other.
          expect(p.waistRadius).toBeLessThan(p.chestRadii[0] * 1.2);
          expect(p.thighRadius).toBeLessThanOrEqual(p.hipHalf * 1.05);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("lengthens what the build says and leaves the rest", () => {
    const type = "adultMale";
    const base = proportionsOf(BODY_DEFAULTS[type]);
    const build = (part: keyof Build, value: number): Build => ({
      arms: 1,
      legs: 1,
      torso: 1,
      shoulders: 1,
      hips: 1,
      mass: 1,
      [part]: value,
    });
    const arms = proportionsOf({ ...BODY_DEFAULTS[type], build: build("arms", 1.1) });
    expect(arms.upperArm / base.upperArm).toBeCloseTo(1.1, 6);
    expect(arms.thigh).toBeCloseTo(base.thigh, 9);
    const legs = proportionsOf({ ...BODY_DEFAULTS[type], build: build("legs", 1.1) });
    expect(legs.thigh).toBeGreaterThan(base.thigh);
    expect(legs.chest).toBeLessThan(base.chest);
    const heavy = proportionsOf({ ...BODY_DEFAULTS[type], build: build("mass", 1.4) });
    expect(heavy.armRadius / base.armRadius).toBeCloseTo(1.4, 6);
    expect(heavy.upperArm).toBeCloseTo(base.upperArm, 9);
    const wide = proportionsOf({ ...BODY_DEFAULTS[type], build: build("shoulders", 1.2) });
    expect(wide.clavicle / base.clavicle).toBeCloseTo(1.2, 6);
  });
});
