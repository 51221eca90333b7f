import { type Body, type BodyType, NEUTRAL_BUILD } from "../../../../contract/pose.ts";

// The doll's measurements from a body (type, height, heads). Pure numbers, no three.js, so the
// unit lane checks them. The head is height / heads tall; the rest of the body (B) is shared out
// by fractions that differ per type: an adult's legs are about half the height, a chibi's are
// short and its head, hands and limbs thick in proportion.

interface Build {
  /** Floor to hip joint, fraction of B. */
  leg: number;
  neck: number;
  upperArm: number;
  lowerArm: number;
  hand: number;
  foot: number;
  /** Half the shoulder width (to the arm's joint). */
  shoulderHalf: number;
  /** Half the distance between the hip joints. */
  hipHalf: number;
  /** Upper-arm radius; other limbs scale from it. */
  limb: number;
  /** Waist radius relative to the chest's half width. */
  waist: number;
  /** Pelvis half width relative to the hip joints' spread. */
  pelvis: number;
  /** Head half width relative to the head's height. */
  headWidth: number;
}

const BUILDS: Record<BodyType, Build> = {
  adultMale: {
    leg: 0.545,
    neck: 0.045,
    upperArm: 0.22,
    lowerArm: 0.185,
    hand: 0.115,
    foot: 0.165,
    shoulderHalf: 0.158,
    hipHalf: 0.058,
    limb: 0.029,
    waist: 0.66,
    pelvis: 1.75,
    headWidth: 0.37,
  },
  adultFemale: {
    leg: 0.555,
    neck: 0.05,
    upperArm: 0.21,
    lowerArm: 0.175,
    hand: 0.108,
    foot: 0.15,
    shoulderHalf: 0.132,
    hipHalf: 0.066,
    limb: 0.024,
    waist: 0.55,
    pelvis: 1.85,
    headWidth: 0.36,
  },
  teen: {
    leg: 0.535,
    neck: 0.05,
    upperArm: 0.205,
    lowerArm: 0.175,
    hand: 0.108,
    foot: 0.155,
    shoulderHalf: 0.132,
    hipHalf: 0.058,
    limb: 0.022,
    waist: 0.62,
    pelvis: 1.7,
    headWidth: 0.37,
  },
  chibi: {
    leg: 0.42,
    neck: 0.03,
    upperArm: 0.2,
    lowerArm: 0.17,
    hand: 0.13,
    foot: 0.22,
    shoulderHalf: 0.2,
    hipHalf: 0.085,
    limb: 0.05,
    waist: 0.75,
    pelvis: 1.45,
    headWidth: 0.46,
  },
};

export interface Proportions {
  height: number;
  head: number;
  /** Head ellipsoid radii. */
  headRadii: [number, number, number];
  neck: number;
  /** Pelvis joint above the floor at rest. */
  pelvisHeight: number;
  /** Hip joints below the pelvis joint and their half spread. */
  hipDrop: number;
  hipHalf: number;
  waist: number;
  chest: number;
  /** Chest joint to the neck joint. */
  chestTop: number;
  /** Shoulder (clavicle) joints above the chest joint, their start x and length. */
  shoulderY: number;
  shoulderX: number;
  clavicle: number;
  upperArm: number;
  lowerArm: number;
  hand: number;
  thigh: number;
  shin: number;
  ankle: number;
  foot: number;
  /** Radii of the parts. */
  armRadius: number;
  forearmRadius: number;
  thighRadius: number;
  shinRadius: number;
  chestRadii: [number, number, number];
  waistRadius: number;
  pelvisRadii: [number, number, number];
}

export const proportionsOf = (body: Body): Proportions => {
  const build = BUILDS[body.type];
  // The visitor's build on top of the type's (contract BUILD_PARTS): legs and torso share what
  // lies below the neck, so the body keeps its height; arms, widths and mass are free.
  const own = body.build ?? NEUTRAL_BUILD;
  const height = body.height / 100;
  const head = height / body.heads;
  const rest = height - head;
  const legShare = build.leg * own.legs;
  const torsoShare = (1 - build.leg - build.neck) * own.torso;
  const legLength = ((legShare * (1 - build.neck)) / (legShare + torsoShare)) * rest;
  const neck = build.neck * rest;
  const torso = rest - legLength - neck;
  const shoulderHalf = build.shoulderHalf * rest * own.shoulders;
  const hipHalf = build.hipHalf * rest * own.hips;
  const armRadius = build.limb * rest * own.mass;
  // A heavy build thickens the thighs only until they press on each other at the hips (the
  // chibi's stubby legs already touch).
  const thighRadius = Math.min(
    armRadius * (body.type === "adultFemale" ? 1.95 : 1.75),
    hipHalf * 1.05,
  );
  const chestHalf = shoulderHalf * 0.8;
  const pelvisHalf = hipHalf * build.pelvis;
  return {
    height,
    head,
    headRadii: [head * build.headWidth, head * 0.5, head * (build.headWidth + 0.06)],
    neck,
    pelvisHeight: legLength + torso * 0.12,
    hipDrop: torso * 0.12,
    hipHalf,
    waist: torso * 0.18,
    chest: torso * 0.22,
    chestTop: torso * 0.48,
    shoulderY: torso * 0.4,
    shoulderX: shoulderHalf * 0.15,
    clavicle: shoulderHalf * 0.85,
    upperArm: build.upperArm * rest * own.arms,
    lowerArm: build.lowerArm * rest * own.arms,
    hand: build.hand * rest,
    thigh: legLength * 0.49,
    shin: legLength * 0.44,
    ankle: legLength * 0.07,
    foot: build.foot * rest,
    armRadius,
    forearmRadius: armRadius * 0.85,
    thighRadius,
    shinRadius: thighRadius * 0.72,
    chestRadii: [chestHalf, torso * 0.3, chestHalf * 0.68 * own.mass],
    waistRadius: chestHalf * build.waist * own.mass,
    pelvisRadii: [pelvisHalf, torso * 0.16, pelvisHalf * 0.7 * own.mass],
  };
};

/** Floor to the top of the head at rest: equals the body's height by construction. */
export const restHeight = (p: Proportions): number =>
  p.pelvisHeight + p.waist + p.chest + p.chestTop + p.neck + p.head;
