// `npm run dev`: the same server with Vite's dev middleware (hot reload) instead of the build.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { checkRuntime } from "./check-runtime.mjs";

checkRuntime("Chuo Market (development) starting");

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vite = await createServer({ root: rootDir, server: { middlewareMode: true } });
const server = await vite.ssrLoadModule("./server/app.ts");
const env = server.loadEnv({ NODE_ENV: "development", ...process.env });
const running = await server.startServer({
  rootDir,
  env,
  dev: {
    middleware: vite.middlewares,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  },
});
console.log(`Chuo Market (development) at ${running.url}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await running.stop();
    await vite.close();
    process.exit(0);
  });
}
