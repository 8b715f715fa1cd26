// Renders public/icons/icon.svg into the PNG sizes Android asks for (192 and 512, and a maskable
// 512 whose artwork keeps to the inner 80% safe zone). Run after changing the SVG; the PNGs are committed.
import { mkdir, readFile } from "node:fs/promises";
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

// The site's own link preview (app/lib/marketplace/share-preview.ts): 1200×630, what WhatsApp shows for /, the
// lists and any page without a photo of its own. Words in both languages, since one picture serves both.
const share = path.resolve(dir, "../share");
const mark = await sharp(svg, { density: 300 }).resize(240, 240).png().toBuffer();
const words = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="760" height="630">
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">
    <text x="0" y="250" font-size="92" font-weight="bold">Chuo Market</text>
    <text x="0" y="330" font-size="36">Buy, sell and rent on campus</text>
    <text x="0" y="380" font-size="36" fill="#d1fae5">Nunua, uza na pangisha chuoni</text>
    <text x="0" y="460" font-size="30" fill="#d1fae5">M-Pesa · Tigo Pesa · Airtel Money · Halopesa</text>
  </g></svg>`);
await mkdir(share, { recursive: true });
await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#047857" } })
  .composite([
    { input: mark, left: 90, top: 195 },
    { input: words, left: 390, top: 0 },
  ])
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(path.join(share, "chuo-market.jpg"));
console.log("share preview written to", share);
