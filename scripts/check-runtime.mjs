// The project runs on Node 24 LTS, installed by `npm install` from the registry's `node` package
// (docs/decisions/0012-node-24-from-the-registry.md); npm puts it first on the PATH of its scripts.
// Imported by `npm start` and run first by `npm test`, so both say which Node they run on.
import { pathToFileURL } from "node:url";

export const REQUIRED_NODE_MAJOR = 24;

/** Prints the Node version this process runs on; a different major is a clear error, not a surprise later. */
export function checkRuntime(label) {
  const major = Number(process.versions.node.split(".")[0]);
  console.log(`${label} on Node ${process.version}`);
  if (major !== REQUIRED_NODE_MAJOR) {
    console.error(
      `Chuo Market runs on Node ${REQUIRED_NODE_MAJOR}, not ${process.version}. Run it through npm (npm start, npm test): ` +
        "`npm install` installs Node 24 into node_modules and npm scripts run it first.",
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) checkRuntime(process.argv[2] ?? "Running");
