// "Open user…": anyone, by name or by id. A name is looked up as it is typed
// through the platform's search (open-user-search.ts) and the people found
// are the listbox of an ARIA combobox, as in the Search view: the field
// keeps focus, Up/Down move through the people, Enter opens, Escape folds
// the list (a second Escape closes the control). All digits is an id and
// opens as typed. A failure is a sentence under the field, which keeps
// what was typed.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { MAX_QUERY_LENGTH } from '@shared/search'

import { defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { useDelayedFlag } from '../../ui/use-delayed-flag'
import { useNavigate } from '../navigation/navigation-store'
import { Highlight } from '../search/highlight'
import { InitialsAvatar } from './avatar'
import { isOpenableId, isTypedId, type PeopleSearch, type PersonMatch, usePeopleSearch } from './open-user-search'

const messages = defineMessages({
  enterNameOrId: {
    id: 'people.openUser.enterNameOrId',
    defaultMessage: 'Type a name, or a user id such as 42.',
    description: 'Open user: error when Open is pressed with the field empty; “42” is an example id.'
  },
  badId: {
    id: 'people.openUser.badId',
    defaultMessage: 'A user id is letters, digits, dots, dashes or underscores, at most 64 of them.',
    description: 'Open user: error when the typed id does not fit.'
  },
  form: {
    id: 'people.openUser.form',
    defaultMessage: 'Open user',
    description: 'Open user: the accessible name of the find-by-name-or-id form.'
  },
  field: {
    id: 'people.openUser.nameOrId',
    defaultMessage: 'Name or user id',
    description:
      'Open user: the label of the field where a person’s name (searched as it is typed) or their user id is typed.'
  },
  submit: {
    id: 'people.openUser.submit',
    defaultMessage: 'Open',
    description: 'Open user: the button opening the profile.'
  },
  list: {
    id: 'people.openUser.list',
    defaultMessage: 'People found',
    description: 'Open user: the accessible name of the list of people matching the typed name.'
  },
  searching: {
    id: 'people.openUser.searching',
    defaultMessage: 'Looking for people…',
    description: 'Open user: the status line while a slow search for the typed name runs.'
  },
  count: {
    id: 'people.openUser.count',
    defaultMessage: '{count, plural, one {# person matches} other {# people match}} “{query}”.',
    description:
      'Open user: the status line with how many people the platform found; {count} is the number shown, {query} the typed name.'
  },
  none: {
    id: 'people.openUser.none',
    defaultMessage: 'No one matches “{query}”. Check the name, or type a user id.',
    description: 'Open user: the status line when the platform found nobody; {query} is the typed name.'
  },
  opensId: {
    id: 'people.openUser.opensId',
    defaultMessage: 'Open goes to the user with the id {id}.',
    description:
      'Open user: the status line when only digits are typed, which open that user id directly; {id} is the typed id.'
  },
  choose: {
    id: 'people.openUser.choose',
    defaultMessage: 'Choose one of the people listed, or type a user id.',
    description:
      'Open user: error when Open is pressed after typing a name that matches several people and none was chosen.'
  },
  wait: {
    id: 'people.openUser.wait',
    defaultMessage: 'Still looking for “{query}”. Choose a person once the list shows.',
    description:
      'Open user: error when Open is pressed before the search for the typed name has answered; {query} is the typed name.'
  },
  refused: {
    id: 'people.openUser.refused',
    defaultMessage: 'The platform would not look for “{query}”. Try other words, or a user id.',
    description:
      'Open user: error when the platform refused to search for the typed name (it answered 400); {query} is the typed name.'
  },
  failed: {
    id: 'people.openUser.failed',
    defaultMessage: 'Could not look for people. {reason}',
    description:
      'Open user: error when the search for the typed name failed; {reason} is the app’s sentence saying why (e.g. “Could not reach the platform.”).'
  },
  retry: {
    id: 'people.openUser.retry',
    defaultMessage: 'Retry',
    description: 'Open user: the button looking for the typed name again after an error.'
  }
})

/** "Open user…": any profile by name or id. Takes focus when it appears; `onOpened` runs once it has gone to the profile. */
export function OpenUserForm({ onOpened }: { onOpened?: () => void }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  // `whileSearching`: "Still looking…", which goes once the answer is in.
  const [said, setSaid] = useState<{ error: string; whileSearching?: boolean } | null>(null)
  const [folded, setFolded] = useState(false)
  const search = usePeopleSearch(value)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const listId = useId()
  const statusId = useId()
  const errorId = useId()
  const optionId = (index: number) => `${listId}-${index}`

  // It appears because the person asked for it: typing can start at once.
  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  const people = search.people
  const expanded = !folded && people.length > 0
  const [activeIndex, setActiveIndex] = useState(-1)
  const [activeFor, setActiveFor] = useState(people)
  // A new list starts with nothing active (state reset during render, not in an effect).
  if (activeFor !== people) {
    setActiveFor(people)
    setActiveIndex(-1)
  }
  const active = expanded ? people[activeIndex] : undefined

  const error = said && !(said.whileSearching && search.settled) ? said.error : null
  const setError = (text: string | null, whileSearching = false) =>
    setSaid(text === null ? null : { error: text, whileSearching })

  const open = (userId: string) => {
    setError(null)
    setValue('')
    onOpened?.()
    navigate({ view: 'profile', userId })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (active) return open(active.userId)
    const typed = value.trim()
    if (typed === '') return setError(intl.formatMessage(messages.enterNameOrId))
    if (isTypedId(typed)) return isOpenableId(typed) ? open(typed) : setError(intl.formatMessage(messages.badId))
    if (search.error) return search.retry()
    if (!search.settled) return setError(intl.formatMessage(messages.wait, { query: typed }), true)
    const only = people.length === 1 ? people[0] : undefined
    if (only) return open(only.userId)
    setFolded(false)
    setError(intl.formatMessage(people.length === 0 ? messages.none : messages.choose, { query: typed }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (people.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (!expanded) {
        setFolded(false)
        setActiveIndex(step === 1 ? 0 : people.length - 1)
        return
      }
      setActiveIndex((current) =>
        current === -1 ? (step === 1 ? 0 : people.length - 1) : (current + step + people.length) % people.length
      )
    } else if (event.key === 'Escape' && expanded) {
      // Folds the list and keeps the text; the control closes on the next Escape.
      event.preventDefault()
      event.stopPropagation()
      setFolded(true)
      setActiveIndex(-1)
    }
  }

  // Keep the active person in view as the arrows move.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex, listId])

  const describedBy = [statusId, error || search.error ? errorId : null].filter(Boolean).join(' ')
  return (
    <form className="inline-form open-user-form" onSubmit={submit} aria-label={intl.formatMessage(messages.form)}>
      <label htmlFor={inputId}>{intl.formatMessage(messages.field)}</label>
      <input
        ref={inputRef}
        id={inputId}
        className="open-user-input"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => {
          setValue(event.target.value)
          setError(null)
          setFolded(false)
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
      />
      <Button type="submit" variant="primary" size="sm">
        {intl.formatMessage(messages.submit)}
      </Button>
      <StatusLine id={statusId} value={value} search={search} hidden={error !== null} />
      <ErrorText id={errorId}>
        {error ?? (search.error ? searchErrorSentence(search, intl.formatMessage) : null)}
      </ErrorText>
      {search.error && error === null && (
        <Button size="sm" onClick={search.retry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(messages.list)}
        className="open-user-results"
        hidden={!expanded}
      >
        {expanded &&
          people.map((person, index) => (
            <PersonOption
              key={person.key}
              id={optionId(index)}
              person={person}
              query={search.name}
              active={index === activeIndex}
              onOpen={open}
            />
          ))}
      </div>
    </form>
  )
}

type Format = ReturnType<typeof useIntl>['formatMessage']

/** A refusal (400) is said in the control's own words, never as the request's "(400) …". */
function searchErrorSentence(search: PeopleSearch, format: Format): string {
  const failed = search.error
  if (!failed) return ''
  if (failed.kind === 'invalid-input' || failed.status === 400) return format(messages.refused, { query: search.name })
  return format(messages.failed, { reason: failed.message })
}

function StatusLine({
  id,
  value,
  search,
  hidden
}: {
  id: string
  value: string
  search: PeopleSearch
  hidden: boolean
}) {
  const intl = useIntl()
  const slow = useDelayedFlag(search.searching)
  const typed = value.trim()
  let said = ''
  if (hidden || search.error !== null) said = ''
  else if (isOpenableId(typed)) said = intl.formatMessage(messages.opensId, { id: typed })
  else if (search.searching && (slow || search.people.length === 0))
    said = slow ? intl.formatMessage(messages.searching) : ''
  else if (search.settled && search.people.length === 0)
    said = intl.formatMessage(messages.none, { query: search.name })
  else if (search.settled)
    said = intl.formatMessage(messages.count, { count: search.people.length, query: search.name })
  return (
    <p id={id} role="status" className="muted open-user-status">
      {said}
    </p>
  )
}

function PersonOption({
  id,
  person,
  query,
  active,
  onOpen
}: {
  id: string
  person: PersonMatch
  query: string
  active: boolean
  onOpen: (userId: string) => void
}) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className="search-option open-user-option"
      // The field keeps focus: a click picks without moving it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onOpen(person.userId)}
    >
      <InitialsAvatar name={person.name} size="sm" />
      <span className="open-user-option-text">
        <span className="item-title" translate="no">
          <Highlight text={person.name} query={query} />
        </span>
        {person.secondary && (
          <span className="muted item-secondary" translate="no">
            <Highlight text={person.secondary} query={query} />
          </span>
        )}
      </span>
    </div>
  )
}
