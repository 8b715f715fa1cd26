// Renders public/icons/icon.svg into the PNG sizes Android asks for (192 and 512, and a maskable
// 512 whose artwork keeps to the inner 80% safe zone). Run after changing the SVG; the PNGs are committed.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");
const svg = await readFile(path.join(dir, "icon.svg"));
for (const size of [192, 512]) {
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, `icon-${size}.png`));
}
// Maskable: the same picture at 80% on the brand colour, so a round or squircle mask cuts no part of it.
const inner = await sharp(svg, { density: 300 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#059669" } })
  .composite([{ input: inner, gravity: "center" }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(dir, "icon-maskable-512.png"));
console.log("icons written to", dir);
