import {
  Euler,
  type Mesh,
  type Object3D,
  Plane,
  type Quaternion,
  Raycaster,
  Vector2,
  Vector3,
} from "three";
import type { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { TransformControls } from "three/examples/jsm/controls/TransformControls.js";
import { clampRotation, type JointName, type Rotation } from "../../../../contract/pose.ts";
import { nearestEuler, roundAngle } from "./camera-math.ts";
import { facingToward } from "./facing.ts";
import { ikChainOf, solveCcd } from "./ik.ts";
import { type PartInfo, type Rig, setNodeRotation } from "./rig.ts";
import type { Stage } from "./stage.ts";
import { dragRotation, turnedRotation, type ViewAxes } from "./trackball.ts";
import type { ChangeKind, Selection, ToolMode } from "./types.ts";

// Pointer gestures on the canvas: a tap selects a part (or clears the selection); in rotate mode
// a drag on a part turns it about its joint as a trackball (Shift: about the view axis) and the
// gizmo's rings turn the selected joint about one axis; an IK drag pulls a hand or foot, a move
// drag slides a doll over the floor. While any of them runs, the orbit camera stands still. A
// fingertip is wide: a touch that misses every part looks for the nearest one within
// TOUCH_RADIUS pixels before it counts as a drag of the camera.

export interface InteractionHost {
  canvas: HTMLCanvasElement;
  stage: Stage;
  rigs(): readonly Rig[];
  mode(): ToolMode;
  selection(): Selection | null;
  /** A selection made by the visitor (reported to the editor). */
  pick(selection: Selection | null): void;
  /** A tap on a prop (and not on a doll's part in front of it): the props panel edits it. */
  pickProp(prop: number): void;
  /** Move mode's turn handles on the floor rings (userData.doll: whose). */
  turnHandles(): readonly Object3D[];
  /** Turns a doll to `facing` degrees (a turn handle's drag). */
  turnDoll(doll: number, facing: number): void;
  rotationOf(doll: number, joint: JointName): Rotation;
  /** Stores a clamped rotation (the node is already turned). */
  storeRotation(doll: number, joint: JointName, rotation: Rotation): void;
  positionOf(doll: number): readonly [number, number];
  moveDoll(doll: number, x: number, z: number): void;
  /** The meshes of the props standing on the floor (each knows its prop's index). */
  propMeshes(): Mesh[];
  propPosition(prop: number): readonly [number, number];
  moveProp(prop: number, x: number, z: number): void;
  /** An IK drag moved this end (a pinned one takes its pin along). */
  endDragged(doll: number, joint: JointName): void;
  changed(kind: ChangeKind): void;
  /** Draws the next frame (a gizmo hover) without reporting a change. */
  invalidate(): void;
}

export interface Interaction {
  /** Re-attaches the gizmo after the selection, the mode or a rig changed. */
  refresh(): void;
  dispose(): void;
}

const DEG = Math.PI / 180;
const TAP_PIXELS = 6;
/** How far from a touch (CSS pixels) a part still counts as touched; a pen's and a mouse's less. */
const TOUCH_RADIUS = { touch: 24, pen: 10, mouse: 4 } as const;

type Drag =
  | {
      kind: "ik";
      doll: number;
      end: JointName;
      effector: Object3D;
      chain: { name: JointName; node: Object3D }[];
      start: Vector3;
      grab: Vector3;
      plane: Plane;
    }
  | { kind: "move"; doll: number; from: readonly [number, number]; grab: Vector3; plane: Plane }
  | { kind: "spin"; doll: number; plane: Plane }
  | { kind: "prop"; prop: number; from: readonly [number, number]; grab: Vector3; plane: Plane }
  | {
      kind: "turn";
      doll: number;
      joint: JointName;
      node: Object3D;
      startLocal: Quaternion;
      view: ViewAxes;
      /** Where the drag began and where the joint sits, in CSS pixels on the canvas. */
      from: { x: number; y: number };
      pivot: { x: number; y: number };
    };

export const createInteraction = (host: InteractionHost, orbit: OrbitControls): Interaction => {
  const { canvas, stage } = host;
  const raycaster = new Raycaster();
  const pointer = new Vector2();
  // The rotate gizmo is fetched after the doll is drawn, not with it: /pose's first load stays
  // within its budget and starts sooner (issue 32). Until it is here a drag on a part turns it.
  let gizmo: TransformControls | null = null;
  let helper: Object3D | null = null;
  let disposed = false;

  let drag: Drag | null = null;
  let activePointer: number | null = null;
  let down: { x: number; y: number; gizmo: boolean } | null = null;
  let moved = false;

  const rayAt = (clientX: number, clientY: number) => {
    const rect = canvas.getBoundingClientRect();
    pointer.set(
      ((clientX - rect.left) / Math.max(1, rect.width)) * 2 - 1,
      -((clientY - rect.top) / Math.max(1, rect.height)) * 2 + 1,
    );
    raycaster.setFromCamera(pointer, stage.camera);
    return raycaster.ray;
  };
  const rayFrom = (event: PointerEvent) => rayAt(event.clientX, event.clientY);
  const canvasPoint = (event: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const hitTest = (): Selection | null => {
    let best: { distance: number; selection: Selection } | null = null;
    host.rigs().forEach((rig, doll) => {
      const hit = raycaster.intersectObjects<Mesh>(rig.meshes, false)[0];
      if (hit && (!best || hit.distance < best.distance)) {
        best = {
          distance: hit.distance,
          selection: { doll, joint: (hit.object.userData as PartInfo).joint },
        };
      }
    });
    return (best as { selection: Selection } | null)?.selection ?? null;
  };

  /**
   * The part under the pointer, or the nearest one within the pointer's radius (rings of samples
   * round it, nearest ring first), so a fingertip on a thin forearm or a hand still finds it.
   */
  const hitNear = (event: PointerEvent): Selection | null => {
    rayFrom(event);
    const direct = hitTest();
    const radius =
      TOUCH_RADIUS[event.pointerType as keyof typeof TOUCH_RADIUS] ?? TOUCH_RADIUS.mouse;
    if (direct || radius <= TOUCH_RADIUS.mouse) return direct;
    for (const ring of [radius / 2, radius]) {
      for (let step = 0; step < 8; step++) {
        const angle = (step / 8) * Math.PI * 2;
        rayAt(event.clientX + Math.cos(angle) * ring, event.clientY + Math.sin(angle) * ring);
        const found = hitTest();
        if (found) {
          rayFrom(event);
          return found;
        }
      }
    }
    rayFrom(event);
    return null;
  };

  const beginDrag = (event: PointerEvent, hit: Selection): Drag | null => {
    const rig = host.rigs()[hit.doll];
    if (!rig) return null;
    if (host.mode() === "rotate") {
      const node = rig.joints.get(hit.joint);
      const pivot = node && stage.screenPosition(node.getWorldPosition(new Vector3()));
      if (!node || !pivot) return null;
      const axes = stage.camera.matrixWorld;
      const view = {
        right: new Vector3().setFromMatrixColumn(axes, 0).normalize(),
        up: new Vector3().setFromMatrixColumn(axes, 1).normalize(),
        back: new Vector3().setFromMatrixColumn(axes, 2).normalize(),
      };
      event.preventDefault();
      return {
        kind: "turn",
        doll: hit.doll,
        joint: hit.joint,
        node,
        startLocal: node.quaternion.clone(),
        view,
        from: canvasPoint(event),
        pivot,
      };
    }
    if (host.mode() === "move") {
      // The floor's direction, at the height of the part under the pointer: the part follows
      // the pointer. On the floor itself, a grab above the horizon (a chest seen at eye level)
      // would meet the floor far away and fling the doll with the first pixels.
      const height = rig.joints.get(hit.joint)?.getWorldPosition(new Vector3()).y ?? 0;
      const plane = new Plane(new Vector3(0, 1, 0), -height);
      const grab = raycaster.ray.intersectPlane(plane, new Vector3());
      return grab
        ? { kind: "move", doll: hit.doll, from: host.positionOf(hit.doll), grab, plane }
        : null;
    }
    const ik = ikChainOf(hit.joint);
    if (!ik) return null;
    const effector = rig.joints.get(ik.effector) as Object3D;
    const start = effector.getWorldPosition(new Vector3());
    const normal = stage.camera.getWorldDirection(new Vector3()).negate();
    const plane = new Plane().setFromNormalAndCoplanarPoint(normal, start);
    const grab = raycaster.ray.intersectPlane(plane, new Vector3());
    if (!grab) return null;
    const chain = ik.chain.map((name) => ({ name, node: rig.joints.get(name) as Object3D }));
    event.preventDefault();
    return { kind: "ik", doll: hit.doll, end: ik.effector, effector, chain, start, grab, plane };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (activePointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    activePointer = event.pointerId;
    moved = false;
    // Over one of the gizmo's rings (it highlights the one it will turn): the ring has it, and
    // the camera keeps still (the gizmo's own listener runs after the orbit's).
    const onRing = host.mode() === "rotate" && gizmo?.object !== undefined && gizmo?.axis !== null;
    down = { x: event.clientX, y: event.clientY, gizmo: Boolean(gizmo?.dragging) || onRing };
    if (onRing) {
      orbit.enabled = false;
      return;
    }
    // In move mode a doll's turn handle turns it; a prop on the floor slides like a doll, when
    // it is nearer than any doll part.
    if (host.mode() === "move") {
      rayFrom(event);
      const handle = raycaster.intersectObjects([...host.turnHandles()], false)[0];
      if (handle) {
        event.preventDefault();
        const doll = (handle.object.userData as { doll: number }).doll;
        drag = { kind: "spin", doll, plane: new Plane(new Vector3(0, 1, 0), 0) };
        orbit.enabled = false;
        canvas.setPointerCapture?.(event.pointerId);
        return;
      }
      const prop = raycaster.intersectObjects(host.propMeshes(), false)[0];
      const part = raycaster.intersectObjects(
        host.rigs().flatMap((rig) => rig.meshes),
        false,
      )[0];
      if (prop && (!part || prop.distance < part.distance)) {
        const index = (prop.object.userData as { propIndex: number }).propIndex;
        // As a doll's part: the floor's direction at the height of the point grabbed.
        const plane = new Plane(new Vector3(0, 1, 0), -prop.point.y);
        const grab = prop.point.clone();
        event.preventDefault();
        drag = { kind: "prop", prop: index, from: host.propPosition(index), grab, plane };
        orbit.enabled = false;
        canvas.setPointerCapture?.(event.pointerId);
        return;
      }
    }
    const hit = hitNear(event);
    if (!hit) return;
    drag = beginDrag(event, hit);
    if (!drag) return;
    // Registered before the orbit controls, so this runs first: the camera stays put.
    orbit.enabled = false;
    canvas.setPointerCapture?.(event.pointerId);
    host.pick(hit);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerId !== activePointer) return;
    if (down && Math.hypot(event.clientX - down.x, event.clientY - down.y) > TAP_PIXELS)
      moved = true;
    if (!drag) return;
    if (drag.kind === "turn") {
      const at = canvasPoint(event);
      const turn = event.shiftKey
        ? dragRotation(drag.view, { twist: true, pivot: drag.pivot, from: drag.from, to: at })
        : dragRotation(drag.view, { twist: false, dx: at.x - drag.from.x, dy: at.y - drag.from.y });
      const previous = host.rotationOf(drag.doll, drag.joint);
      const rotation = turnedRotation(drag.joint, drag.node, drag.startLocal, turn, previous);
      setNodeRotation(drag.node, rotation);
      host.storeRotation(drag.doll, drag.joint, rotation);
      host.changed("live");
      return;
    }
    const point = rayFrom(event).intersectPlane(drag.plane, new Vector3());
    if (!point) return;
    if (drag.kind === "spin") {
      host.turnDoll(drag.doll, facingToward(host.positionOf(drag.doll), [point.x, point.z]));
    } else if (drag.kind === "move") {
      const x = drag.from[0] + point.x - drag.grab.x;
      const z = drag.from[1] + point.z - drag.grab.z;
      host.moveDoll(drag.doll, x, z);
    } else if (drag.kind === "prop") {
      host.moveProp(
        drag.prop,
        drag.from[0] + point.x - drag.grab.x,
        drag.from[1] + point.z - drag.grab.z,
      );
    } else {
      const target = drag.start.clone().add(point.sub(drag.grab));
      const doll = drag.doll;
      solveCcd(
        drag.chain,
        drag.effector,
        target,
        (name) => host.rotationOf(doll, name),
        (name, rotation) => host.storeRotation(doll, name, rotation),
      );
      host.endDragged(doll, drag.end);
    }
    host.changed("live");
  };

  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    if (drag) {
      if (drag.kind === "prop" && !moved) host.pickProp(drag.prop);
      drag = null;
      orbit.enabled = true;
      canvas.releasePointerCapture?.(event.pointerId);
      if (moved) host.changed("commit");
    } else if (!moved && !down?.gizmo && !gizmoUsed) {
      rayFrom(event);
      const part = hitTest();
      const prop = part ? undefined : raycaster.intersectObjects(host.propMeshes(), false)[0];
      if (prop) host.pickProp((prop.object.userData as { propIndex: number }).propIndex);
      else host.pick(part);
    }
    if (down?.gizmo && !gizmo?.dragging) orbit.enabled = true;
    gizmoUsed = false;
    down = null;
  };
  const onPointerCancel = (event: PointerEvent) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    if (drag) {
      drag = null;
      orbit.enabled = true;
      if (moved) host.changed("commit");
    }
  };

  // The gizmo: clamp live, one commit when released.
  let gizmoUsed = false;
  const euler = new Euler();
  const onGizmoChange = () => {
    const selection = host.selection();
    const object = gizmo?.object;
    if (!selection || !object) return;
    euler.setFromQuaternion(object.quaternion, "XYZ");
    const previous = host.rotationOf(selection.doll, selection.joint);
    const angles = nearestEuler([euler.x / DEG, euler.y / DEG, euler.z / DEG], previous);
    const clamped = clampRotation(selection.joint, angles).map(roundAngle) as unknown as Rotation;
    setNodeRotation(object, clamped);
    host.storeRotation(selection.doll, selection.joint, clamped);
    host.changed("live");
  };
  const onDraggingChanged = (event: { value: unknown }) => {
    orbit.enabled = !event.value;
    if (event.value) gizmoUsed = true;
    else host.changed("commit");
  };
  const onGizmoRedraw = () => host.invalidate();

  const attachGizmo = () => {
    if (!gizmo) return;
    const selection = host.selection();
    const node =
      host.mode() === "rotate" && selection
        ? host.rigs()[selection.doll]?.joints.get(selection.joint)
        : undefined;
    if (node && gizmo.object !== node) gizmo.attach(node);
    else if (!node && gizmo.object) gizmo.detach();
  };
  const loadGizmo = setTimeout(() => {
    import("three/examples/jsm/controls/TransformControls.js")
      .then(({ TransformControls }) => {
        if (disposed) return;
        const made = new TransformControls(stage.camera, canvas);
        made.setMode("rotate");
        made.setSpace("local");
        made.setSize(0.7);
        made.addEventListener("objectChange", onGizmoChange);
        made.addEventListener("dragging-changed", onDraggingChanged);
        made.addEventListener("change", onGizmoRedraw);
        helper = made.getHelper();
        stage.gizmos.add(helper);
        gizmo = made;
        attachGizmo();
        host.invalidate();
      })
      // Without the gizmo the doll still poses by dragging its parts and by the fields.
      .catch((error: unknown) => console.error(error));
  }, 0);

  canvas.addEventListener("pointerdown", onPointerDown, { capture: true });
  canvas.addEventListener("pointermove", onPointerMove);
  canvas.addEventListener("pointerup", onPointerUp);
  canvas.addEventListener("pointercancel", onPointerCancel);

  return {
    refresh: attachGizmo,
    dispose: () => {
      disposed = true;
      clearTimeout(loadGizmo);
      canvas.removeEventListener("pointerdown", onPointerDown, { capture: true });
      canvas.removeEventListener("pointermove", onPointerMove);
      canvas.removeEventListener("pointerup", onPointerUp);
      canvas.removeEventListener("pointercancel", onPointerCancel);
      if (!gizmo) return;
      gizmo.removeEventListener("objectChange", onGizmoChange);
      gizmo.removeEventListener("dragging-changed", onDraggingChanged);
      gizmo.removeEventListener("change", onGizmoRedraw);
      gizmo.detach();
      helper?.removeFromParent();
      gizmo.dispose();
    },
  };
};
