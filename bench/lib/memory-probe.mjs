// Loaded into a benchmarked server with `node --import ./bench/lib/memory-probe.mjs …` and spawned with
// an IPC channel (bench/memory.bench.ts). It answers the bench's messages with the process's own memory
// figures, runs a full GC, or writes a heap snapshot; the server's code is untouched. Plain JavaScript:
// the compiled server runs without a TypeScript loader, and so does this.
//
// It also counts WebAssembly memories (PGlite's Postgres lives in one): the constructor is wrapped
// before any module creates one, so their sizes can be reported beside the V8 heap.
import { getHeapSpaceStatistics, getHeapStatistics, setFlagsFromString, writeHeapSnapshot } from "node:v8";
import { runInNewContext } from "node:vm";

const wasmMemories = [];
const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(OriginalMemory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    wasmMemories.push({ ref: new WeakRef(memory), createdAt: performance.now() });
    return memory;
  },
});

function wasm() {
  let live = 0;
  let bytes = 0;
  for (const { ref } of wasmMemories) {
    const memory = ref.deref();
    if (!memory) continue;
    live++;
    try {
      bytes += memory.buffer.byteLength;
    } catch {
      // A memory whose instance was torn down may throw on access: nothing to count.
    }
  }
  return { created: wasmMemories.length, live, bytes };
}

let gcFunction;
function fullGc() {
  if (!gcFunction) {
    setFlagsFromString("--expose-gc");
    gcFunction = runInNewContext("gc");
  }
  gcFunction();
}

function figures() {
  return {
    memoryUsage: process.memoryUsage(),
    heap: getHeapStatistics(),
    spaces: getHeapSpaceStatistics(),
    wasm: wasm(),
    uptimeMs: performance.now(),
  };
}

if (process.send) {
  process.on("message", (message) => {
    if (!message || typeof message !== "object" || typeof message.probe !== "string") return;
    const reply = (body) => process.send?.({ probeReply: message.id, ...body });
    try {
      if (message.probe === "figures") reply({ figures: figures() });
      else if (message.probe === "gc") {
        fullGc();
        reply({ figures: figures() });
      } else if (message.probe === "snapshot") reply({ path: writeHeapSnapshot(message.path) });
      else reply({ error: `unknown probe ${message.probe}` });
    } catch (err) {
      reply({ error: String(err?.stack ?? err) });
    }
  });
  // The channel must not keep the server alive on its own (it stops on SIGTERM as always).
  process.channel?.unref();
}
