import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

describe("the runtime (docs/decisions/0012-node-24-from-the-registry.md)", () => {
  it("is Node 24, installed by npm from the registry and asked for in engines", () => {
    expect(manifest.dependencies.node).toMatch(/^\^?24\./);
    expect(manifest.engines.node).toBe(">=24.11 <25");
  });

  // npm runs `npm test` with node_modules/.bin first on the PATH, so this suite runs on the
  // project's Node, whatever the machine's own `node --version` says.
  it("runs this suite", () => {
    expect(process.versions.node.split(".")[0]).toBe("24");
  });

  it("stops a script started on another Node with one line saying how to run it", () => {
    const script = "import('./scripts/check-runtime.mjs').then(({ checkRuntime }) => checkRuntime('Testing'))";
    const ok = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe(`Testing on Node ${process.version}\n`);
    const older = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", `Object.defineProperty(process.versions, "node", { value: "20.20.2" }); ${script}`],
      { encoding: "utf8" },
    );
    expect(older.status).toBe(1);
    expect(older.stderr).toMatch(/^Chuo Market runs on Node 24, not v.*Run it through npm \(npm start, npm test\)/);
  });
});
