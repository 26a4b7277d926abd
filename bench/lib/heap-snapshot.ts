// Reads a V8 .heapsnapshot (as written by v8.writeHeapSnapshot) and answers "what holds the memory":
// retained sizes from the dominator tree (Lengauer–Tarjan), summed by constructor and by "holder"
// (a named structure of ours or of a library, recognised by its class name or its own property
// names), and the largest retainers. Written here because the npm parsers either need the whole file
// as one JavaScript string (over V8's 512 MB string limit for a server-sized heap) or expose no
// dominator tree; this one scans the file's bytes and keeps the graph in typed arrays.
//
// The format (V8's HeapSnapshotJSONSerializer): {"snapshot":{"meta":{node_fields, node_types,
// edge_fields, edge_types…}, node_count, edge_count…}, "nodes":[…], "edges":[…], …, "strings":[…]}.
// Each node is node_fields.length numbers (type, name, id, self_size, edge_count, …); its edges follow
// the previous node's in "edges", edge_fields.length numbers each (type, name_or_index, to_node, where
// to_node is the target's offset in "nodes"). Node 0 is the synthetic root.
import { readFileSync } from "node:fs";

export interface HeapGraph {
  nodeCount: number;
  /** Type name of each node (index into nodeTypes). */
  nodeType: Uint8Array;
  /** Index into strings of each node's name (constructor name for objects). */
  nodeName: Uint32Array;
  selfSize: Float64Array;
  /** First edge of node i is firstEdge[i], the last is firstEdge[i + 1] - 1. */
  firstEdge: Uint32Array;
  edgeType: Uint8Array;
  /** Index into strings for named edges, the element index for element and hidden edges. */
  edgeName: Uint32Array;
  edgeTo: Uint32Array;
  strings: string[];
  nodeTypes: string[];
  edgeTypes: string[];
}

function findKey(buf: Buffer, key: string, from = 0): number {
  const at = buf.indexOf(`"${key}":`, from, "latin1");
  if (at < 0) throw new Error(`heap snapshot: no "${key}" section`);
  return at + key.length + 3;
}

/** Reads a JSON array of non-negative integers starting at `at` ('[' expected) into `out`. */
function readNumbers(buf: Buffer, at: number, out: { length: number; [i: number]: number }): number {
  let i = buf.indexOf(0x5b, at); // [
  let k = 0;
  let n = 0;
  let inNumber = false;
  for (i++; i < buf.length; i++) {
    const c = buf[i] as number;
    if (c >= 0x30 && c <= 0x39) {
      n = n * 10 + (c - 0x30);
      inNumber = true;
    } else {
      if (inNumber) {
        if (k >= out.length) throw new Error("heap snapshot: more numbers than announced");
        out[k++] = n;
        n = 0;
        inNumber = false;
      }
      if (c === 0x5d) break; // ]
    }
  }
  return k;
}

/** Reads the "strings" array: JSON string literals, most without escapes (decoded straight from bytes). */
function readStrings(buf: Buffer, at: number): string[] {
  const strings: string[] = [];
  let i = buf.indexOf(0x5b, at) + 1;
  while (i < buf.length) {
    const c = buf[i] as number;
    if (c === 0x5d) break;
    if (c !== 0x22) {
      i++;
      continue;
    }
    const start = i;
    let escaped = false;
    for (i++; i < buf.length; i++) {
      const d = buf[i] as number;
      if (d === 0x5c) {
        escaped = true;
        i++;
      } else if (d === 0x22) break;
    }
    strings.push(
      escaped ? (JSON.parse(buf.toString("utf8", start, i + 1)) as string) : buf.toString("utf8", start + 1, i),
    );
    i++;
  }
  return strings;
}

export function parseHeapSnapshot(path: string): HeapGraph {
  const buf = readFileSync(path);
  const nodesAt = findKey(buf, "nodes");
  const header = JSON.parse(`${buf.toString("utf8", 0, nodesAt - '"nodes":'.length).replace(/,\s*$/, "")}}`) as {
    snapshot: {
      meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
      node_count: number;
      edge_count: number;
    };
  };
  const { meta, node_count: nodeCount, edge_count: edgeCount } = header.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const field = (fields: string[], name: string) => {
    const i = fields.indexOf(name);
    if (i < 0) throw new Error(`heap snapshot: no ${name} field`);
    return i;
  };
  const [nType, nName, nSelf, nEdges] = ["type", "name", "self_size", "edge_count"].map((f) =>
    field(meta.node_fields, f),
  ) as [number, number, number, number];
  const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((f) => field(meta.edge_fields, f)) as [
    number,
    number,
    number,
  ];

  const rawNodes = new Float64Array(nodeCount * nf);
  if (readNumbers(buf, nodesAt, rawNodes) !== rawNodes.length) throw new Error("heap snapshot: short nodes array");
  const edgesAt = findKey(buf, "edges", nodesAt);
  const rawEdges = new Uint32Array(edgeCount * ef);
  if (readNumbers(buf, edgesAt, rawEdges) !== rawEdges.length) throw new Error("heap snapshot: short edges array");
  const strings = readStrings(buf, findKey(buf, "strings", edgesAt));

  const g: HeapGraph = {
    nodeCount,
    nodeType: new Uint8Array(nodeCount),
    nodeName: new Uint32Array(nodeCount),
    selfSize: new Float64Array(nodeCount),
    firstEdge: new Uint32Array(nodeCount + 1),
    edgeType: new Uint8Array(edgeCount),
    edgeName: new Uint32Array(edgeCount),
    edgeTo: new Uint32Array(edgeCount),
    strings,
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
  };
  let e = 0;
  for (let i = 0; i < nodeCount; i++) {
    const o = i * nf;
    g.nodeType[i] = rawNodes[o + nType] as number;
    g.nodeName[i] = rawNodes[o + nName] as number;
    g.selfSize[i] = rawNodes[o + nSelf] as number;
    g.firstEdge[i] = e;
    e += rawNodes[o + nEdges] as number;
  }
  g.firstEdge[nodeCount] = e;
  if (e !== edgeCount) throw new Error(`heap snapshot: nodes announce ${e} edges, the file has ${edgeCount}`);
  for (let j = 0; j < edgeCount; j++) {
    const o = j * ef;
    g.edgeType[j] = rawEdges[o + eType] as number;
    g.edgeName[j] = rawEdges[o + eName] as number;
    g.edgeTo[j] = (rawEdges[o + eTo] as number) / nf;
  }
  return g;
}

export interface Dominators {
  /** DFS order from the root: order[k] is a node; nodes not reached from the root are absent. */
  order: Uint32Array;
  reached: number;
  /** Immediate dominator of each node (the root's is itself; unreached nodes: 0xffffffff). */
  idom: Uint32Array;
  retained: Float64Array;
}

const UNREACHED = 0xffffffff;

/**
 * Immediate dominators over the strong edges (weak edges do not keep anything alive) with
 * Lengauer–Tarjan (path compression, no balancing), iterative, in typed arrays; then retained sizes.
 */
export function dominators(g: HeapGraph): Dominators {
  const n = g.nodeCount;
  const weak = g.edgeTypes.indexOf("weak");
  // 1. DFS numbering from the root (1-based; 0 = not reached).
  const dfn = new Uint32Array(n);
  const vertex = new Uint32Array(n + 1);
  const parent = new Uint32Array(n + 1);
  const stackNode = new Uint32Array(n);
  const stackEdge = new Uint32Array(n);
  let count = 0;
  let top = 0;
  dfn[0] = ++count;
  vertex[count] = 0;
  stackNode[0] = 0;
  stackEdge[0] = g.firstEdge[0] as number;
  top = 1;
  while (top > 0) {
    const v = stackNode[top - 1] as number;
    const e = stackEdge[top - 1] as number;
    if (e >= (g.firstEdge[v + 1] as number)) {
      top--;
      continue;
    }
    stackEdge[top - 1] = e + 1;
    if (g.edgeType[e] === weak) continue;
    const w = g.edgeTo[e] as number;
    if (dfn[w]) continue;
    dfn[w] = ++count;
    vertex[count] = w;
    parent[count] = dfn[v] as number;
    stackNode[top] = w;
    stackEdge[top] = g.firstEdge[w] as number;
    top++;
  }

  // 2. Predecessors in DFS numbers (CSR).
  const predStart = new Uint32Array(count + 2);
  for (let v = 0; v < n; v++) {
    if (!dfn[v]) continue;
    for (let e = g.firstEdge[v] as number; e < (g.firstEdge[v + 1] as number); e++)
      if (g.edgeType[e] !== weak && dfn[g.edgeTo[e] as number])
        (predStart[dfn[g.edgeTo[e] as number] as number] as number)++;
  }
  for (let i = 1; i <= count + 1; i++) predStart[i] = (predStart[i] as number) + (predStart[i - 1] as number);
  const preds = new Uint32Array(predStart[count + 1] as number);
  const fill = predStart.slice();
  for (let v = 0; v < n; v++) {
    const dv = dfn[v] as number;
    if (!dv) continue;
    for (let e = g.firstEdge[v] as number; e < (g.firstEdge[v + 1] as number); e++) {
      if (g.edgeType[e] === weak) continue;
      const dw = dfn[g.edgeTo[e] as number] as number;
      if (!dw) continue;
      // predStart is cumulative through index dw: slot dw - 1 starts the list of dw.
      preds[(fill[dw - 1] as number)++] = dv;
    }
  }
  const predFrom = (w: number) => predStart[w - 1] as number;
  const predTo = (w: number) => predStart[w] as number;

  // 3. Semidominators and immediate dominators (all in DFS numbers).
  const semi = new Uint32Array(count + 1);
  const label = new Uint32Array(count + 1);
  const ancestor = new Uint32Array(count + 1);
  const idomD = new Uint32Array(count + 1);
  const bucketHead = new Uint32Array(count + 1);
  const bucketNext = new Uint32Array(count + 1);
  for (let i = 1; i <= count; i++) {
    semi[i] = i;
    label[i] = i;
  }
  const chain: number[] = [];
  const evaluate = (v: number): number => {
    if (!ancestor[v]) return v;
    // compress(v), iteratively: walk up while the ancestor has an ancestor, then fix labels top-down.
    let x = v;
    while (ancestor[ancestor[x] as number]) {
      chain.push(x);
      x = ancestor[x] as number;
    }
    while (chain.length) {
      const y = chain.pop() as number;
      const a = ancestor[y] as number;
      if ((semi[label[a] as number] as number) < (semi[label[y] as number] as number)) label[y] = label[a] as number;
      ancestor[y] = ancestor[a] as number;
    }
    return label[v] as number;
  };
  for (let w = count; w >= 2; w--) {
    for (let p = predFrom(w); p < predTo(w); p++) {
      const u = evaluate(preds[p] as number);
      if ((semi[u] as number) < (semi[w] as number)) semi[w] = semi[u] as number;
    }
    const s = semi[w] as number;
    bucketNext[w] = bucketHead[s] as number;
    bucketHead[s] = w;
    const pw = parent[w] as number;
    ancestor[w] = pw;
    for (let v = bucketHead[pw] as number; v; v = bucketNext[v] as number) {
      const u = evaluate(v);
      idomD[v] = (semi[u] as number) < (semi[v] as number) ? u : pw;
    }
    bucketHead[pw] = 0;
  }
  for (let w = 2; w <= count; w++) if (idomD[w] !== semi[w]) idomD[w] = idomD[idomD[w] as number] as number;
  idomD[1] = 1;

  // 4. Back to node indices; retained sizes bottom-up (a dominator precedes what it dominates in DFS order).
  const idom = new Uint32Array(n).fill(UNREACHED);
  const order = new Uint32Array(count);
  for (let i = 1; i <= count; i++) {
    const v = vertex[i] as number;
    order[i - 1] = v;
    idom[v] = vertex[idomD[i] as number] as number;
  }
  const retained = new Float64Array(n);
  for (let i = count; i >= 1; i--) {
    const v = vertex[i] as number;
    retained[v] = (retained[v] as number) + (g.selfSize[v] as number);
    if (i > 1) {
      const d = idom[v] as number;
      retained[d] = (retained[d] as number) + (retained[v] as number);
    }
  }
  return { order, reached: count, idom, retained };
}

/** The class a node is counted under, as DevTools' "Summary" groups them. */
export function className(g: HeapGraph, i: number): string {
  const type = g.nodeTypes[g.nodeType[i] as number];
  const name = g.strings[g.nodeName[i] as number] ?? "";
  switch (type) {
    case "object":
    case "native":
    case "hidden":
    case "synthetic":
      return name || `(${type})`;
    case "closure":
      return "(closure)";
    case "string":
    case "concatenated string":
    case "sliced string":
      return "(string)";
    case "code":
      return "(compiled code)";
    case "array":
      return name.startsWith("(") ? name : "(array)";
    default:
      return `(${type})`;
  }
}

/** Property names of a node's own named edges (what a holder is recognised by). */
export function ownNames(g: HeapGraph, i: number): Set<string> {
  const names = new Set<string>();
  const property = g.edgeTypes.indexOf("property");
  const internal = g.edgeTypes.indexOf("internal");
  const context = g.edgeTypes.indexOf("context");
  for (let e = g.firstEdge[i] as number; e < (g.firstEdge[i + 1] as number); e++) {
    const t = g.edgeType[e];
    if (t === property || t === internal || t === context) names.add(g.strings[g.edgeName[e] as number] ?? "");
  }
  return names;
}

export interface Holder {
  name: string;
  /** Matches the node that is the holder; everything it dominates counts to it (outermost holder wins). */
  match(g: HeapGraph, i: number, cls: string, names: () => Set<string>): boolean;
}

export interface HeapSummary {
  /** Sum of all self sizes (≈ heapUsed at the time of the snapshot, plus what V8 reports beside). */
  totalBytes: number;
  nodes: number;
  unreachedBytes: number;
  byHolder: { holder: string; bytes: number; objects: number }[];
  byClass: { cls: string; selfBytes: number; retainedBytes: number; count: number }[];
  topRetainers: { depth: number; label: string; retainedBytes: number; selfBytes: number }[];
}

/**
 * Summarises a snapshot: bytes per holder (the first holder on a node's dominator path from the root
 * takes it; the rest falls to a group by node type), per class (retained as DevTools counts it: an
 * instance inside another of its class is not counted again), and a tree of the largest retainers.
 */
export function summarise(g: HeapGraph, holders: Holder[], options: { topMinBytes?: number } = {}): HeapSummary {
  const d = dominators(g);
  let totalBytes = 0;
  for (let i = 0; i < g.nodeCount; i++) totalBytes += g.selfSize[i] as number;
  let unreachedBytes = 0;
  for (let i = 0; i < g.nodeCount; i++) if (d.idom[i] === UNREACHED) unreachedBytes += g.selfSize[i] as number;

  // Holders, top-down in DFS order (a node's dominator is visited before it).
  const holderOf = new Int16Array(g.nodeCount).fill(-1);
  const holderBytes = new Float64Array(holders.length);
  const holderObjects = new Float64Array(holders.length);
  const fallback = new Map<string, { bytes: number; objects: number }>();
  for (let k = 0; k < d.reached; k++) {
    const v = d.order[k] as number;
    let h = k === 0 ? -1 : (holderOf[d.idom[v] as number] as number);
    if (h < 0) {
      const cls = className(g, v);
      let names: Set<string> | undefined;
      const lazyNames = () => {
        names ??= ownNames(g, v);
        return names;
      };
      h = holders.findIndex((holder) => holder.match(g, v, cls, lazyNames));
    }
    holderOf[v] = h;
    if (h >= 0) {
      holderBytes[h] = (holderBytes[h] as number) + (g.selfSize[v] as number);
      holderObjects[h] = (holderObjects[h] as number) + 1;
    } else {
      const key = typeGroup(g, v);
      const f = fallback.get(key) ?? { bytes: 0, objects: 0 };
      f.bytes += g.selfSize[v] as number;
      f.objects++;
      fallback.set(key, f);
    }
  }
  const byHolder = [
    ...holders.map((h, i) => ({
      holder: h.name,
      bytes: holderBytes[i] as number,
      objects: holderObjects[i] as number,
    })),
    ...[...fallback].map(([holder, f]) => ({ holder: `other: ${holder}`, ...f })),
  ]
    .filter((h) => h.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);

  // Dominator-tree children (CSR) for the class totals and the retainer tree.
  const childStart = new Uint32Array(g.nodeCount + 1);
  for (let k = 1; k < d.reached; k++) (childStart[(d.idom[d.order[k] as number] as number) + 1] as number)++;
  for (let i = 1; i <= g.nodeCount; i++) childStart[i] = (childStart[i] as number) + (childStart[i - 1] as number);
  const children = new Uint32Array(Math.max(0, d.reached - 1));
  const fill = childStart.slice(0, g.nodeCount);
  for (let k = 1; k < d.reached; k++) {
    const v = d.order[k] as number;
    const p = d.idom[v] as number;
    children[(fill[p] as number)++] = v;
  }

  // By class: self sizes, counts, and retained sizes not nested in an instance of the same class.
  const classIds = new Map<string, number>();
  const classOf = new Uint32Array(g.nodeCount);
  const classes: { cls: string; selfBytes: number; retainedBytes: number; count: number }[] = [];
  for (let i = 0; i < g.nodeCount; i++) {
    const cls = className(g, i);
    let id = classIds.get(cls);
    if (id === undefined) {
      id = classes.length;
      classIds.set(cls, id);
      classes.push({ cls, selfBytes: 0, retainedBytes: 0, count: 0 });
    }
    classOf[i] = id;
    const c = classes[id] as (typeof classes)[number];
    c.selfBytes += g.selfSize[i] as number;
    c.count++;
  }
  const open = new Uint32Array(classes.length);
  // Iterative DFS over the dominator tree: enter (count the class once), then leave.
  const stack: number[] = [0];
  const leaving: boolean[] = [false];
  while (stack.length) {
    const v = stack.pop() as number;
    const leave = leaving.pop() as boolean;
    const c = classOf[v] as number;
    if (leave) {
      open[c] = (open[c] as number) - 1;
      continue;
    }
    if (!open[c]) (classes[c] as (typeof classes)[number]).retainedBytes += d.retained[v] as number;
    open[c] = (open[c] as number) + 1;
    stack.push(v);
    leaving.push(true);
    for (let j = childStart[v] as number; j < (childStart[v + 1] as number); j++) {
      stack.push(children[j] as number);
      leaving.push(false);
    }
  }
  const byClass = classes.sort((a, b) => b.retainedBytes - a.retainedBytes);

  // Largest retainers: nodes over the threshold that are not mostly one child (chains collapse to
  // their most specific link), shown as a tree by their nearest listed dominator.
  const min = options.topMinBytes ?? Math.max(1024 * 1024, totalBytes * 0.01);
  const listed = new Set<number>();
  for (let k = 1; k < d.reached; k++) {
    const v = d.order[k] as number;
    const r = d.retained[v] as number;
    if (r < min || g.nodeTypes[g.nodeType[v] as number] === "synthetic") continue;
    let biggest = 0;
    for (let j = childStart[v] as number; j < (childStart[v + 1] as number); j++)
      biggest = Math.max(biggest, d.retained[children[j] as number] as number);
    if (biggest < r * 0.9) listed.add(v);
  }
  const labels = retainerLabels(g, listed);
  const topRetainers: HeapSummary["topRetainers"] = [];
  const walk = (v: number, depth: number) => {
    const kids: number[] = [];
    for (let j = childStart[v] as number; j < (childStart[v + 1] as number); j++) kids.push(children[j] as number);
    kids.sort((a, b) => (d.retained[b] as number) - (d.retained[a] as number));
    for (const c of kids) {
      if ((d.retained[c] as number) < min) break;
      if (listed.has(c)) {
        topRetainers.push({
          depth,
          label: labels.get(c) ?? className(g, c),
          retainedBytes: d.retained[c] as number,
          selfBytes: g.selfSize[c] as number,
        });
        walk(c, depth + 1);
      } else walk(c, depth);
    }
  };
  walk(0, 0);

  return { totalBytes, nodes: g.nodeCount, unreachedBytes, byHolder, byClass, topRetainers };
}

function typeGroup(g: HeapGraph, i: number): string {
  const type = g.nodeTypes[g.nodeType[i] as number] ?? "?";
  if (type === "code") return "compiled code and bytecode";
  if (type.includes("string")) return "strings";
  if (type === "closure") return "functions (closures)";
  if (type === "hidden")
    return `V8 internals (${(g.strings[g.nodeName[i] as number] ?? "").replace(/^system \/ /, "")})`;
  if (type === "native") return `native (${g.strings[g.nodeName[i] as number] ?? ""})`;
  if (type === "array") return "arrays and object properties";
  return "objects";
}

/** "Class ← holderClass.edge" for each node: the first strong edge pointing at it names it. */
function retainerLabels(g: HeapGraph, nodes: Set<number>): Map<number, string> {
  const labels = new Map<number, string>();
  if (nodes.size === 0) return labels;
  const weak = g.edgeTypes.indexOf("weak");
  const element = g.edgeTypes.indexOf("element");
  const hidden = g.edgeTypes.indexOf("hidden");
  for (let v = 0; v < g.nodeCount && labels.size < nodes.size; v++) {
    for (let e = g.firstEdge[v] as number; e < (g.firstEdge[v + 1] as number); e++) {
      const to = g.edgeTo[e] as number;
      if (!nodes.has(to) || labels.has(to) || g.edgeType[e] === weak) continue;
      const t = g.edgeType[e];
      const edge = t === element || t === hidden ? `[${g.edgeName[e]}]` : `.${g.strings[g.edgeName[e] as number]}`;
      labels.set(to, `${describe(g, to)} ← ${describe(g, v)}${edge}`);
    }
  }
  return labels;
}

function describe(g: HeapGraph, i: number): string {
  const cls = className(g, i);
  const name = g.strings[g.nodeName[i] as number] ?? "";
  const type = g.nodeTypes[g.nodeType[i] as number];
  if (type === "closure") return `${name || "(anonymous)"}()`;
  if (type === "string" || type === "concatenated string" || type === "sliced string")
    return `"${name.slice(0, 40).replace(/\s+/g, " ")}${name.length > 40 ? "…" : ""}"`;
  return cls;
}
