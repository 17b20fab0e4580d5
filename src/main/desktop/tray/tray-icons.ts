// Which icon file the tray shows, per OS and state, and which files the app
// icon consists of. Pure data, no fs or Electron: the Electron adapter joins
// `path` onto the resources folder, and test/unit/resources/icons.test.ts
// checks every file named here exists with the stated size. The files are
// rendered from resources/icons/src/ by `npm run icons`
// (scripts/render-icons.mjs, which must produce exactly these names).

export const trayStates = ['operational', 'maintenance', 'degraded', 'unknown', 'signed-out'] as const
export type TrayState = (typeof trayStates)[number]

/** A file under the repo's resources/ folder, e.g. 'icons/tray/linux/tray-degraded-22.png'. */
export interface IconFile {
  path: string
  width: number
  height: number
}

/**
 * A process.platform value. The known ones are spelled out for editors;
 * `string & {}` keeps any other value accepted without collapsing the union to `string`.
 */
export type IconPlatform = 'darwin' | 'win32' | 'linux' | (string & {})

const square = (path: string, size: number): IconFile => ({ path, width: size, height: size })

// Windows picks the entry for the taskbar's scale (16 at 100 %, 24 at 150 %,
// 32 at 200 %); 48 and 256 serve the notification-area settings page.
const winTraySizes = [16, 24, 32, 48, 256]
// Linux panels draw tray icons at 22–24 px, larger on HiDPI.
const linuxTraySizes = [22, 24, 32, 48]
// Linux hands the tray one PNG; 32 px stays sharp on HiDPI panels and the
// panel scales it down on ordinary ones.
const linuxTraySize = 32

/** The file the tray uses on this OS for this state (macOS: the 1x template; Electron picks up @2x itself), plus every file that must exist for it. */
export function trayIcon(platform: IconPlatform, state: TrayState): { path: string; files: IconFile[] } {
  if (platform === 'darwin') {
    // "Template" at the end of the name makes Electron mark the image as a
    // template, so macOS tints it for light and dark menu bars.
    const base = `icons/tray/mac/tray-${state}Template`
    return { path: `${base}.png`, files: [square(`${base}.png`, 16), square(`${base}@2x.png`, 32)] }
  }
  if (platform === 'win32') {
    const path = `icons/tray/win/tray-${state}.ico`
    return { path, files: winTraySizes.map((size) => square(path, size)) }
  }
  // Linux, and the BSDs, whose desktops use the same freedesktop tray.
  const png = (size: number): string => `icons/tray/linux/tray-${state}-${size}.png`
  return { path: png(linuxTraySize), files: linuxTraySizes.map((size) => square(png(size), size)) }
}

const appPngSizes = [16, 32, 48, 64, 128, 256, 512, 1024]
const appIcoSizes = [16, 24, 32, 48, 64, 128, 256]

/** Every app icon file; an .ico appears once per size it contains. */
export const appIconFiles: IconFile[] = [
  square('icons/app/icon.png', 1024),
  ...appIcoSizes.map((size) => square('icons/app/icon.ico', size)),
  ...appPngSizes.map((size) => square(`icons/app/png/${size}x${size}.png`, size))
]
