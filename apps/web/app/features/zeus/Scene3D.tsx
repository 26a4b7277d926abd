import { createRoot, extend, type ReconcilerRoot, useThree } from "@react-three/fiber";
import {
  Component,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  BoxGeometry,
  Color,
  DirectionalLight,
  EdgesGeometry,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  type PerspectiveCamera,
  PlaneGeometry,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { SceneBox, ZeusScene } from "./scene.ts";

/**
 * The 3-D preview's drawing (issue #22 item 1, ADR 0054), in its own chunk: Preview3D imports this
 * module lazily, so three.js and react-three-fiber load only when a shopper asks for the 3-D view.
 * It draws `planScene`'s boxes (the same plan as the 2-D plan) and nothing else: the words, the
 * buttons, the keys and the text summary live in Preview3D, in the editor's own chunk.
 *
 * The camera orbits the room's centre with three's OrbitControls (drag to turn, wheel or pinch to
 * zoom); `controls` hands Preview3D the same moves for its buttons and keys. Frames are drawn on
 * demand (after a change or a move), not 60 times a second.
 *
 * Not R3F's <Canvas>: it registers the whole three namespace (`extend(THREE)`), so every class of
 * three lands in the chunk. Its `createRoot` with the few classes drawn here keeps the chunk to what
 * is used (ADR 0054 has the figures); the view needs no pointer events on objects, so none are wired.
 */
extend({ Color, DirectionalLight, Group, HemisphereLight, LineSegments, Mesh });

/** What Preview3D's buttons and keys do to the camera. */
export interface SceneControls {
  /** Turn around the room (radians to the left) and tilt (radians up). */
  rotate(left: number, up: number): void;
  /** Zoom in (factor > 1) or out (factor < 1). */
  zoom(factor: number): void;
  /** Back to the first view. */
  reset(): void;
}

interface Props {
  scene: ZeusScene;
  selected: string | null;
  controls: RefObject<SceneControls | null>;
}

const COLOURS: Record<SceneBox["kind"], string> = {
  rack: "#3c6bb4",
  rig: "#1f7f6c",
  storage: "#a86a1a",
  attachment: "#c8302a",
};
const SELECTED = "#f5b400";

/** One unit box and its edges, scaled per item: dragging an item makes no new geometry. */
function useShared() {
  const shared = useMemo(() => {
    const box = new BoxGeometry(1, 1, 1);
    const materials = Object.fromEntries(
      [...Object.entries(COLOURS), ["selected", SELECTED]].map(([k, color]) => [
        k,
        new MeshStandardMaterial({ color, roughness: 0.8 }),
      ]),
    ) as Record<SceneBox["kind"] | "selected", MeshStandardMaterial>;
    return {
      box,
      edges: new EdgesGeometry(box),
      floor: new PlaneGeometry(1, 1),
      floorMaterial: new MeshStandardMaterial({ color: "#e4e1da", roughness: 1 }),
      line: new LineBasicMaterial({ color: "#1d1d1d" }),
      wall: new LineBasicMaterial({ color: "#7a7a7a" }),
      materials,
    };
  }, []);
  useEffect(
    () => () => {
      for (const thing of [shared.box, shared.edges, shared.floor, shared.floorMaterial, shared.line, shared.wall])
        thing.dispose();
      for (const material of Object.values(shared.materials)) material.dispose();
    },
    [shared],
  );
  return shared;
}

function Controls({ scene, controls }: Pick<Props, "scene" | "controls">) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  const { width, depth, height } = scene.room;
  useEffect(() => {
    const orbit = new OrbitControls(camera, canvas);
    const span = Math.max(width, depth, height);
    orbit.target.set(width / 2, Math.min(height, 2.5) / 2, depth / 2);
    // From the plan's bottom edge (the room's "front"), a little to the right and above.
    camera.position.set(width / 2 + span * 0.55, span * 1.05, depth / 2 + span * 1.45);
    camera.near = span / 500;
    camera.far = span * 20;
    camera.updateProjectionMatrix();
    orbit.minDistance = 0.5;
    orbit.maxDistance = span * 4;
    orbit.maxPolarAngle = Math.PI / 2 - 0.02; // never under the floor
    orbit.update();
    orbit.saveState();
    const changed = () => invalidate();
    orbit.addEventListener("change", changed);
    controls.current = {
      rotate(left, up) {
        orbit.rotateLeft(left);
        orbit.rotateUp(up);
      },
      zoom(factor) {
        if (factor >= 1) orbit.dollyIn(factor);
        else orbit.dollyOut(1 / factor);
      },
      reset: () => orbit.reset(),
    };
    invalidate();
    return () => {
      orbit.removeEventListener("change", changed);
      orbit.dispose();
      controls.current = null;
    };
  }, [camera, canvas, invalidate, width, depth, height, controls]);
  return null;
}

function Room({ scene, shared }: { scene: ZeusScene; shared: ReturnType<typeof useShared> }) {
  const { width, depth, height } = scene.room;
  return (
    <>
      <mesh
        geometry={shared.floor}
        material={shared.floorMaterial}
        rotation-x={-Math.PI / 2}
        position={[width / 2, 0, depth / 2]}
        scale={[width, depth, 1]}
        dispose={null}
      />
      <lineSegments
        geometry={shared.edges}
        material={shared.wall}
        position={[width / 2, height / 2, depth / 2]}
        scale={[width, height, depth]}
        dispose={null}
      />
    </>
  );
}

/** An error while drawing goes to Preview3D's boundary (the renderer's root is not React's tree). */
class Forward extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The canvas, sized to its box; the renderer starts once the box has a size. */
export default function Scene3D(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  // No WebGL context, a lost one, a failed shader: Preview3D's boundary shows the message.
  if (error) throw error;

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  useEffect(
    () => () => {
      root.current?.unmount();
      root.current = null;
    },
    [],
  );
  useLayoutEffect(() => {
    const node = canvas.current;
    if (!node || !size || size.width === 0 || size.height === 0) return;
    root.current ??= createRoot(node);
    const current = root.current;
    current
      .configure({
        frameloop: "demand",
        flat: true,
        dpr: [1, 2],
        camera: { fov: 45 },
        size: { ...size, top: 0, left: 0 },
      })
      .then(() => {
        if (root.current === current)
          current.render(
            <Forward onError={setError}>
              <Contents {...props} />
            </Forward>,
          );
      }, setError);
  });

  return (
    <div ref={box} className="zeus-3d__canvas">
      <canvas ref={canvas} data-testid="zeus-3d-canvas" />
    </div>
  );
}

function Contents({ scene, selected, controls }: Props) {
  const shared = useShared();
  const { width, depth, height } = scene.room;
  return (
    <>
      <color attach="background" args={["#f4f5f7"]} />
      <hemisphereLight args={["#ffffff", "#8d8a83", 1.6]} />
      <directionalLight position={[width * 0.8, height * 2 + 2, depth * 1.4 + 2]} intensity={1.8} />
      <Controls scene={scene} controls={controls} />
      <Room scene={scene} shared={shared} />
      {scene.boxes.map((b) => (
        <group
          key={b.itemId}
          position={[b.x, b.y, b.z]}
          rotation-y={b.rotationY}
          scale={[b.width, b.height, b.depth]}
          dispose={null}
        >
          <mesh
            geometry={shared.box}
            material={b.itemId === selected ? shared.materials.selected : shared.materials[b.kind]}
            dispose={null}
          />
          <lineSegments geometry={shared.edges} material={shared.line} dispose={null} />
        </group>
      ))}
    </>
  );
}
