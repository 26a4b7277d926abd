import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Fewer, larger first-view scripts (issue 16 item 4). Rolldown's automatic chunking cut the client
 * into ~130 files, most of them under 1 KB, 26-36 per route. Three groups instead:
 * - `framework`: React, React DOM, React Router and Vite's preload helper: the same bytes on every page
 *   (the bundler's runtime stays a file of its own: rolldown offers it to no group);
 * - `shell`: everything the root route imports statically (header, footer, providers, lib/), which
 *   every page loads anyway, in one file;
 * - what is left is shared by some routes only: chunked by the set of routes that use it, with
 *   subgroups under 4 KB merged into a neighbour.
 * Dynamic imports (flags client, recommendations, 3-D Secure, …) stay separate chunks.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0vite[\\/]preload-helper/;

const BARREL = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;

function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: "ironworks:shell-modules",
    apply: "build",
    buildEnd() {
      if (this.environment?.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const root = ids.find((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      // Loaded on demand somewhere: never pulled into the shell, even if a barrel reaches it.
      const lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      shell = new Set();
      const todo = root ? [root] : [];
      while (todo.length) {
        const id = todo.pop() as string;
        if (shell.has(id) || lazy.has(id) || /\.server\.[jt]sx?(\?|$)/.test(id)) continue;
        shell.add(id);
        // A package's index re-exports all of it: what root uses through it is found by the bundler.
        if (BARREL.test(id)) continue;
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) todo.push(next);
      }
    },
  };
  return { plugin, has: (id) => shell.has(id) };
}

export default defineConfig(({ isSsrBuild }) => {
  const shell = shellModules();
  return {
    plugins: [reactRouter(), shell.plugin],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK, priority: 30 },
                  { name: "shell", test: (id: string) => shell.has(id), priority: 20 },
                  {
                    name: "shared",
                    test: /[\\/](apps[\\/]web[\\/]app|packages)[\\/]/,
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 4096,
                    priority: 10,
                  },
                ],
              },
            },
          },
    },
    ssr: { noExternal: [/^@ironworks\//] },
  };
});
