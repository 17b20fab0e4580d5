// Platform text on what the OS draws — the menus, the tray, notifications,
// dialogs — is shown by the OS, not by our page, so nothing there isolates
// it: a user name that starts with U+202E (RIGHT-TO-LEFT OVERRIDE) reverses
// the rest of the line, "Sign out ada@bank.example" included, and a title
// that ends in one turns the app's own "— name · host" into someone else's.
// One rule, for every surface and for what the context menu accepts: format
// characters (\p{Cf}: bidi overrides and isolates, zero-width characters),
// lone surrogates and control characters go; tabs and line breaks become a
// space, so each value stays one line of visible text. Our own catalogues
// hold none of these (test/unit/main/os-text.test.ts checks), so only what
// a platform said is changed.
import type { OsSurfaces } from './os-surfaces'

const INVISIBLE = /[\p{Cf}\p{Cs}]|(?![\t\n\v\f\r\u0085])\p{Cc}/gu
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/gu
const ANY = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u

/** `text` as the OS may draw it: no format characters, no line breaks. */
export const osText = (text: string): string => text.replace(INVISIBLE, '').replace(BREAKS, ' ')

/** Whether `text` holds anything osText would change. */
export const hasInvisible = (text: string): boolean => ANY.test(text)

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/** Every string of a surface's model through osText: ids, commands and accelerators hold none of these characters, labels lose only what is invisible. */
export function plainModel<T>(value: T): T {
  if (typeof value === 'string') return osText(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => plainModel(item)) as T
  if (isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainModel(item)])) as T
  return value
}

/** The OS surfaces, each drawing only plain text: what features and the tray hand them passes through plainModel. */
export function plainTextSurfaces(surfaces: OsSurfaces): OsSurfaces {
  return {
    ...surfaces,
    notify: (notification, onClick) => surfaces.notify(plainModel(notification), onClick),
    renderTray: (model) => surfaces.renderTray(plainModel(model)),
    renderAppMenu: (model) => surfaces.renderAppMenu(plainModel(model)),
    showContextMenu: (model, run) => surfaces.showContextMenu(plainModel(model), run),
    confirm: (request) => surfaces.confirm(plainModel(request)),
    showAbout: (about) => surfaces.showAbout(plainModel(about))
  }
}
