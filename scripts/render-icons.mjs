// Renders the committed app and tray icons from the hand-written SVGs in
// resources/icons/src/. Run with `npm run icons` after changing an SVG and
// commit the results: packaging and the tray read the PNG/ICO files, so
// neither needs a renderer at build or run time.
//
// The output is deterministic (same bytes on every run on a machine): no
// system fonts are loaded (the SVGs use none), resvg's PNG encoder writes no
// timestamps, and the ICO writer only packs the pixels it is given.
// src/main/desktop/tray/tray-icons.ts names the same files; test/unit/resources/
// checks that they exist with the sizes it states.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import { Resvg } from '@resvg/resvg-js'
import pngToIco from 'png-to-ico'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'resources/icons/src')
const out = join(root, 'resources/icons')

// Kept in step with trayStates in src/main/desktop/tray/tray-icons.ts (a .mjs script
// cannot import that .ts file); the icons test fails if a state's files are missing.
const trayStates = ['operational', 'maintenance', 'degraded', 'unknown', 'signed-out']

const appPngSizes = [16, 32, 48, 64, 128, 256, 512, 1024]
// 24 and 64 are what Windows' shell asks for at 150 % scaling and in large
// icon views; without them it scales another size and blurs it.
const appIcoSizes = [16, 24, 32, 48, 64, 128, 256]
// Windows tray: 16 at 100 %, 24 at 150 %, 32 at 200 %; 48 and 256 for the
// notification settings page and anything that asks for a large icon.
const winTraySizes = [16, 24, 32, 48, 256]
// Linux panels draw tray icons at 22–24 px, 32 and 48 on HiDPI.
const linuxTraySizes = [22, 24, 32, 48]

const svgCache = new Map()
async function svg(name) {
  if (!svgCache.has(name)) svgCache.set(name, await readFile(join(src, name)))
  return svgCache.get(name)
}

/** Renders one SVG to a size×size image; returns the PNG and the raw RGBA pixels. */
async function render(name, size) {
  const image = new Resvg(await svg(name), {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    logLevel: 'error'
  }).render()
  if (image.width !== size || image.height !== size) {
    throw new Error(
      `${name} rendered at ${image.width}×${image.height}, expected ${size}×${size}: is its viewBox square?`
    )
  }
  return { png: image.asPng(), pixels: image.pixels }
}

/** macOS tints template images itself and ignores their colour, so anything but black would be a mistake in the SVG. */
function assertBlackOnly(name, pixels) {
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i] !== 0 || pixels[i + 1] !== 0 || pixels[i + 2] !== 0) {
      const px = i / 4
      throw new Error(
        `${name} is a macOS template but has a non-black pixel (#${px}: ${pixels[i]},${pixels[i + 1]},${pixels[i + 2]})`
      )
    }
  }
}

const written = []
async function write(path, bytes, what) {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, bytes)
  written.push(path)
  console.log(`wrote ${relative(root, path)} (${what}, ${bytes.length} bytes)`)
}

async function ico(path, name, sizes) {
  const pngs = []
  for (const size of sizes) pngs.push((await render(name, size)).png)
  await write(path, await pngToIco(pngs), `ICO ${sizes.join(', ')}`)
}

// App icon.
for (const size of appPngSizes) {
  const { png } = await render('app.svg', size)
  await write(join(out, `app/png/${size}x${size}.png`), png, `${size}×${size}`)
  // electron-builder and Linux desktop files take one large PNG.
  if (size === 1024) await write(join(out, 'app/icon.png'), png, '1024×1024')
}
await ico(join(out, 'app/icon.ico'), 'app.svg', appIcoSizes)

// Tray icons, one set per state.
for (const state of trayStates) {
  const template = `tray-${state}-template.svg`
  for (const [suffix, size] of [
    ['', 16],
    ['@2x', 32]
  ]) {
    const { png, pixels } = await render(template, size)
    assertBlackOnly(template, pixels)
    // Electron treats a file whose name ends in "Template" as a template image
    // and picks the @2x file beside it on Retina displays.
    await write(join(out, `tray/mac/tray-${state}Template${suffix}.png`), png, `${size}×${size} template`)
  }
  await ico(join(out, `tray/win/tray-${state}.ico`), `tray-${state}.svg`, winTraySizes)
  for (const size of linuxTraySizes) {
    const { png } = await render(`tray-${state}.svg`, size)
    await write(join(out, `tray/linux/tray-${state}-${size}.png`), png, `${size}×${size}`)
  }
}

console.log(`${written.length} files written from ${relative(root, src)}/`)
