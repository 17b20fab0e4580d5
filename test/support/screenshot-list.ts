// The pictures `npm run screenshots` takes into docs/screenshots/, named from
// the views in src/shared/views.ts: the script takes exactly these, and
// test/unit/docs/screenshots.test.ts holds the folder and the docs to them.
import { viewIds } from '../../src/shared/views'

export const SCREENSHOT_DIR = 'docs/screenshots'
export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

/** Every view has a picture, and so has the sign-in form that comes before them. */
export const pictured = ['sign-in', ...viewIds] as const
export type Pictured = (typeof pictured)[number]

export const WIDE = { width: 1100, height: 720 } as const
/** Where the navigation collapses to icons: the followers view is taken here too. */
export const NARROW = { width: 640, height: 480 } as const

/**
 * States a still picture of a view would miss: the header's account menu open, a notification under the pointer with
 * its Mark as read, Status with the platform out of reach (the one connectivity band), and a start with the platform
 * gone, on what the app kept (issue 38: "As of", the band, Mark all as read waiting).
 */
export const pictureStates = ['account-menu', 'notification-hover', 'offline', 'offline-start'] as const
export type PictureState = (typeof pictureStates)[number]

/**
 * What changed since the person last looked (issue 38 §3), taken by changes.shots.ts: Status with 90 days of history
 * kept and its "Since you last looked" line, Followers with people new and gone, Profile's counts with their change,
 * and Notifications with what arrived since the last visit marked New.
 */
export const pictureChanges = ['status-history', 'followers-changes', 'profile-changes', 'notifications-new'] as const
export type PictureChange = (typeof pictureChanges)[number]

/** Three views in two of the shipped languages, one of them right to left (light theme). */
export const pictureLanguages = ['de', 'ar'] as const
export const languageViews = ['profile', 'status', 'settings'] as const satisfies readonly Pictured[]

/**
 * Views taken again with forced colours (Windows High Contrast), in the system
 * palette of each theme: Settings at its switches, Followers with its tabs and
 * an active row. The header's status dot and the navigation show in both.
 */
export const forcedColorViews = ['settings', 'followers'] as const satisfies readonly Pictured[]

/**
 * Two accounts named demo on two servers (issue 36): Profile in each, side by
 * side, each under a strip with its window's title, as one picture.
 */
export const SIDE_BY_SIDE = { width: WIDE.width * 2, height: WIDE.height + 40 } as const
export const sideBySideScreenshotName = (theme: Theme) => `accounts-side-by-side-${theme}.png`

export const screenshotName = (view: Pictured | PictureState | PictureChange, theme: Theme) => `${view}-${theme}.png`
export const forcedScreenshotName = (view: (typeof forcedColorViews)[number], theme: Theme) =>
  `${view}-forced-${theme}.png`
export const languageScreenshotName = (
  view: (typeof languageViews)[number],
  language: (typeof pictureLanguages)[number]
) => `${view}-${language}.png`
export const narrowScreenshotName = (theme: Theme) => `followers-narrow-${theme}.png`

/** Every file name in docs/screenshots/ with the size it is taken at. */
export function expectedScreenshots(): { name: string; size: { width: number; height: number } }[] {
  return themes
    .flatMap((theme) => [
      ...[...pictured, ...pictureStates, ...pictureChanges].map((view) => ({
        name: screenshotName(view, theme),
        size: WIDE
      })),
      { name: narrowScreenshotName(theme), size: NARROW },
      { name: sideBySideScreenshotName(theme), size: SIDE_BY_SIDE },
      ...forcedColorViews.map((view) => ({ name: forcedScreenshotName(view, theme), size: WIDE }))
    ])
    .concat(
      pictureLanguages.flatMap((language) =>
        languageViews.map((view) => ({ name: languageScreenshotName(view, language), size: WIDE }))
      )
    )
}
