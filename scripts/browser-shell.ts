import path from "node:path";

const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The browser build's one chosen script, the shell (docs/performance.md, 2026-11-27): React, React
 * DOM, React Router and every module root.tsx imports load on every page, yet the bundler split
 * them by which routes also use each part, into a dozen scripts, most under 1 KB, each paying
 * gzip's overhead, compressing without its neighbours and naming what it shares with the others.
 * As one script every page loads about 3.6 KB less. The rest is left to the bundler: grouping the
 * modules of some pages makes every other page that uses one of them load them all. Generated
 * message modules are not followed (all are reached through one index; tree-shaking keeps the
 * used ones), save Paraglide's plural helper, which many pages' messages share.
 */
export function browserShellGroup(root: string) {
  const app = path.join(root, "app") + path.sep;
  const words = path.join(app, "paraglide") + path.sep;
  let graphSeen: ModuleGraph | undefined;
  let shell = new Set<string>();
  const loadedByRoot = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const stack = [path.join(app, "root.tsx")];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || !id.startsWith(app) || id.startsWith(words)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen.add(`${words}registry.js`);
  };
  return {
    name: (id: string, graph: ModuleGraph) => {
      if (graphSeen !== graph) [graphSeen, shell] = [graph, loadedByRoot(graph)];
      return shell.has(id) || REACT.test(id) ? "shell" : null;
    },
  };
}
