// What the settings file says when it fails. The words of each setting (its
// label, hint and the sentences its checks refuse with) live with its entry
// in src/shared/settings.ts, where the page reads them too.
import { defineMessages } from '@shared/i18n/messages'

export const settingsMessages = defineMessages({
  fileReset: {
    id: 'settings.file.reset',
    defaultMessage:
      'Your settings file could not be read, so Platform Desktop {kept, plural, =0 {started with default settings} one {kept the # setting it could and reset the rest} other {kept the # settings it could and reset the rest}}. The old file was kept as {movedTo}.',
    description:
      'A notice at start when the settings file was unreadable; {kept} is how many settings were kept, {movedTo} the path the old file was moved to.'
  },
  notSaved: {
    id: 'settings.file.notSaved',
    defaultMessage: 'That setting could not be saved. Please try again.',
    description: 'Error in Settings when the settings file could not be written.'
  }
})
