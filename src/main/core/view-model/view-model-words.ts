// The name the readers give an item the platform left untitled. What a
// reader says when a body is not what it can read is a whole sentence in
// each feature's own words module ("The platform sent the followers in a
// form…"), so no noun phrase is glued into a shared sentence.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../i18n'

const m = defineMessages({
  untitled: {
    id: 'viewModel.item.untitled',
    defaultMessage: 'Untitled',
    description:
      'The title shown for an item in a list (search result, activity) that the platform sent without a title.'
  }
})

export const untitled = () => say(m.untitled)
