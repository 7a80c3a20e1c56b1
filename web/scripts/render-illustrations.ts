// Renders the site's original SVG illustrations (assets-src/) to PNG under public/images, from
// which the build makes WebP variants. Run by hand after editing an illustration:
//   npm exec -- node scripts/render-illustrations.ts
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const webRoot = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(webRoot, "assets-src");
for (const name of await readdir(sourceDir)) {
  if (!name.endsWith(".svg")) continue;
  const target = path.join(webRoot, "public/images", name.replace(/\.svg$/, ".png"));
  await sharp(path.join(sourceDir, name)).png({ compressionLevel: 9, palette: true }).toFile(target);
  console.log(`wrote ${path.relative(webRoot, target)}`);
}
