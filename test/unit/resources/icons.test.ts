// The icon files are committed build inputs (rendered by `npm run icons`), so
// nothing else would notice one going missing or coming out the wrong size
// until a packaged app showed a blank tray. This reads the files' own headers
// rather than trusting the renderer: PNG IHDR, the ICO directory, and the
// pixels of the macOS template images.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'

import { appIconFiles, type IconFile, trayIcon, trayStates } from '../../../src/main/desktop/tray/tray-icons'
import { pngSize } from '../../support/png-size'

const resources = join(import.meta.dirname, '../../../resources')
const platforms = ['darwin', 'win32', 'linux'] as const
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function read(path: string): Buffer {
  const full = join(resources, path)
  if (!existsSync(full)) throw new Error(`resources/${path} is missing: run \`npm run icons\``)
  return readFileSync(full)
}

/** Width and height from a PNG's IHDR chunk, which the format requires to come first. */
function sizeOf(bytes: Buffer, what: string): { width: number; height: number } {
  const size = pngSize(bytes)
  if (!size) throw new Error(`${what} is not a PNG`)
  return size
}

/**
 * The sizes in an ICO file, from its directory (a 6-byte header, then one
 * 16-byte entry per image whose width/height bytes use 0 for 256). Each
 * image's own header must agree with its entry, so a directory that lies
 * about its contents fails too.
 */
function icoSizes(bytes: Buffer, what: string): { width: number; height: number }[] {
  expect(bytes.readUInt16LE(0), `${what}: reserved field`).toBe(0)
  expect(bytes.readUInt16LE(2), `${what}: type (1 = icon)`).toBe(1)
  const count = bytes.readUInt16LE(4)
  const sizes = []
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i
    const width = bytes[entry] || 256
    const height = bytes[entry + 1] || 256
    const length = bytes.readUInt32LE(entry + 8)
    const offset = bytes.readUInt32LE(entry + 12)
    expect(offset + length, `${what}: image ${i} lies within the file`).toBeLessThanOrEqual(bytes.length)
    const image = bytes.subarray(offset, offset + length)
    if (image.subarray(0, 8).equals(pngSignature)) {
      expect(sizeOf(image, `${what} image ${i}`), `${what}: image ${i} matches its entry`).toEqual({ width, height })
    } else {
      // A BMP image: BITMAPINFOHEADER, whose height counts the colour and mask halves.
      expect(image.readUInt32LE(0), `${what}: image ${i} header size`).toBe(40)
      expect(
        { width: image.readInt32LE(4), height: image.readInt32LE(8) / 2 },
        `${what}: image ${i} matches its entry`
      ).toEqual({ width, height })
    }
    sizes.push({ width, height })
  }
  return sizes
}

/** Checks a list of IconFiles: each PNG once with its size, each ICO with exactly the listed sizes. */
function expectFiles(files: IconFile[]): void {
  const byPath = new Map<string, IconFile[]>()
  for (const file of files) byPath.set(file.path, [...(byPath.get(file.path) ?? []), file])
  for (const [path, entries] of byPath) {
    const bytes = read(path)
    const stated = entries.map(({ width, height }) => ({ width, height }))
    if (path.endsWith('.png')) {
      expect(entries, `${path} is listed once`).toHaveLength(1)
      expect(sizeOf(bytes, path), path).toEqual(stated[0])
    } else if (path.endsWith('.ico')) {
      const bySize = (a: { width: number }, b: { width: number }) => a.width - b.width
      expect(icoSizes(bytes, path).sort(bySize), path).toEqual(stated.sort(bySize))
    } else {
      throw new Error(`${path}: expected a .png or .ico`)
    }
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(resources, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

describe('tray icons', () => {
  for (const platform of platforms) {
    for (const state of trayStates) {
      it(`${platform} ${state}: every file exists with its stated size`, () => {
        const icon = trayIcon(platform, state)
        expect(icon.files.map((file) => file.path)).toContain(icon.path)
        expectFiles(icon.files)
      })
    }
  }

  it('uses the 1x template on macOS with its @2x beside it, the .ico on Windows, the 32 px PNG on Linux', () => {
    expect(trayIcon('darwin', 'degraded').path).toBe('icons/tray/mac/tray-degradedTemplate.png')
    expect(trayIcon('darwin', 'degraded').files).toContainEqual({
      path: 'icons/tray/mac/tray-degradedTemplate@2x.png',
      width: 32,
      height: 32
    })
    expect(trayIcon('win32', 'signed-out').path).toBe('icons/tray/win/tray-signed-out.ico')
    expect(trayIcon('linux', 'unknown').path).toBe('icons/tray/linux/tray-unknown-32.png')
    expect(trayIcon('linux', 'unknown').files.map((file) => file.width)).toEqual([22, 24, 32, 48])
    // Other Unixes run the same freedesktop trays as Linux.
    expect(trayIcon('freebsd', 'operational')).toEqual(trayIcon('linux', 'operational'))
  })

  it('macOS template images are black with alpha only, and not empty', () => {
    for (const state of trayStates) {
      for (const file of trayIcon('darwin', state).files) {
        const { data } = PNG.sync.read(read(file.path))
        let visible = 0
        for (let i = 0; i < data.length; i += 4) {
          if (data[i] !== 0 || data[i + 1] !== 0 || data[i + 2] !== 0) {
            throw new Error(`${file.path}: pixel ${i / 4} is ${data[i]},${data[i + 1]},${data[i + 2]}, not black`)
          }
          if (data[i + 3]! > 0) visible++
        }
        expect(visible, `${file.path} has visible pixels`).toBeGreaterThan(0)
      }
    }
  })

  it('every state looks different from every other, in every file on every platform', () => {
    for (const platform of platforms) {
      const pathsByState = trayStates.map((state) => [
        ...new Set(trayIcon(platform, state).files.map((file) => file.path))
      ])
      for (let file = 0; file < pathsByState[0]!.length; file++) {
        const bytes = pathsByState.map((paths) => read(paths[file]!))
        for (let a = 0; a < trayStates.length; a++) {
          for (let b = a + 1; b < trayStates.length; b++) {
            expect(bytes[a]!.equals(bytes[b]!), `${pathsByState[a]![file]} vs ${pathsByState[b]![file]}`).toBe(false)
          }
        }
      }
    }
  })
})

describe('app icon', () => {
  it('every file exists with its stated size', () => {
    expectFiles(appIconFiles)
  })
})

describe('resources/icons', () => {
  it('holds exactly the files tray-icons.ts names, besides the SVG sources', () => {
    // Catches the render script and tray-icons.ts drifting apart in names.
    const named = new Set(
      [
        ...appIconFiles,
        ...platforms.flatMap((platform) => trayStates.flatMap((state) => trayIcon(platform, state).files))
      ].map((file) => file.path)
    )
    const onDisk = filesUnder(join(resources, 'icons')).filter((path) => !path.startsWith('icons/src/'))
    expect(onDisk.sort()).toEqual([...named].sort())
  })

  it('has an SVG source for the app icon and for every tray state, in colour and as a template', () => {
    const sources = filesUnder(join(resources, 'icons/src')).sort()
    const expected = [
      'icons/src/app.svg',
      ...trayStates.flatMap((state) => [`icons/src/tray-${state}.svg`, `icons/src/tray-${state}-template.svg`])
    ]
    expect(sources).toEqual(expected.sort())
  })
})
