import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports the React Router build itself.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : undefined,
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: {
    // Native / WASM packages stay external so they load their own files at run time.
    external: ["pg", "sharp", "pino", "express", "compression"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
