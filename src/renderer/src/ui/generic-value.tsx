// A readable view of fields nobody has described yet (docs/architecture.md, From a request to a view model): nested
// objects become nested definition lists, arrays become lists, ISO dates
// read as local dates with relative time, and web addresses are links to the
// OS browser. Never raw JSON, never HTML from the server. The platform's
// field names and text are its data, not the app's words: translate="no".
import { defineMessages, useIntl } from '../i18n'
import { ExternalLink } from './external-link'
import { FieldRow } from './field-row'
import { formatTimestamp } from './format-time'
import { useNow } from './use-now'

const messages = defineMessages({
  none: {
    id: 'ui.genericValue.none',
    defaultMessage: 'None',
    description: 'A field with no value (or an empty list) in a list of platform fields.'
  },
  yes: { id: 'ui.genericValue.yes', defaultMessage: 'Yes', description: 'A true field in a list of platform fields.' },
  no: { id: 'ui.genericValue.no', defaultMessage: 'No', description: 'A false field in a list of platform fields.' },
  empty: {
    id: 'ui.genericValue.empty',
    defaultMessage: 'Empty',
    description: 'A field holding empty text in a list of platform fields.'
  },
  notShown: {
    id: 'ui.genericValue.notShown',
    defaultMessage: 'Not shown',
    description: 'A field in a list of platform fields whose kind of value the app cannot show.'
  },
  tooDeep: {
    id: 'ui.genericValue.tooDeep',
    defaultMessage: 'Too deeply nested to show',
    description: 'In a list of platform fields: a value nested too many levels deep, left out.'
  },
  more: {
    id: 'ui.genericValue.more',
    defaultMessage: '…and {hidden, number} more',
    description:
      'Under a long list of platform fields or items: how many more were left out ({hidden}, always more than 0).'
  },
  dateTime: {
    id: 'ui.genericValue.dateTime',
    defaultMessage: '{absolute} <muted>({relative})</muted>',
    description:
      'A date among platform fields: {absolute} is the date and time, {relative} the same as a relative time (e.g. “2 days ago”); keep the <muted> tags around the relative part.'
  }
})

const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
const webAddress = /^https?:\/\/[^\s]+$/i

/** Deep enough for any sensible payload, shallow enough to stop a runaway structure. */
const maxDepth = 6
const maxItems = 100

/** "createdAt" / "created_at" → "Created at". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A view's own words for the fields it knows: `term` names a key in the app's
 * words (null: the platform's key, humanised), `missing` says what an absent
 * value (null, or the text "None"/"null") means under that key.
 */
export interface FieldWords {
  term: (key: string) => string | null
  missing: (key: string) => string
}

const missingText = /^(none|null)$/i

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function Scalar({ value, missing }: { value: unknown; missing?: string | undefined }) {
  const intl = useIntl()
  if (
    missing !== undefined &&
    (value === null || value === undefined || (typeof value === 'string' && missingText.test(value)))
  )
    return <span className="muted">{missing}</span>
  if (value === null || value === undefined) return <span className="muted">{intl.formatMessage(messages.none)}</span>
  if (typeof value === 'boolean') return <>{intl.formatMessage(value ? messages.yes : messages.no)}</>
  if (typeof value === 'string') {
    if (value === '') return <span className="muted">{intl.formatMessage(messages.empty)}</span>
    if (isoDate.test(value)) return <DateText value={value} />
    if (webAddress.test(value)) return <ExternalLink href={value} />
    return <span translate="no">{value}</span>
  }
  if (typeof value === 'number' || typeof value === 'bigint') return <>{value.toString()}</>
  return <span className="muted">{intl.formatMessage(messages.notShown)}</span>
}

export function DateText({ value }: { value: string }) {
  const intl = useIntl()
  const time = formatTimestamp(value, useNow(), intl)
  if (!time.iso) return <span translate="no">{value}</span>
  return (
    <time dateTime={time.iso}>
      {intl.formatMessage(messages.dateTime, {
        absolute: time.absolute,
        relative: time.relative,
        muted: (chunks) => <span className="muted">{chunks}</span>
      })}
    </time>
  )
}

function More({ hidden }: { hidden: number }) {
  const intl = useIntl()
  return hidden > 0 ? <p className="muted">{intl.formatMessage(messages.more, { hidden })}</p> : null
}

export function GenericValue({
  value,
  depth = 0,
  words,
  fieldKey
}: {
  value: unknown
  depth?: number
  words?: FieldWords | undefined
  fieldKey?: string | undefined
}) {
  const intl = useIntl()
  if (depth >= maxDepth && (Array.isArray(value) || isRecord(value)))
    return <span className="muted">{intl.formatMessage(messages.tooDeep)}</span>

  if (Array.isArray(value)) {
    const items: unknown[] = value
    if (items.length === 0) return <span className="muted">{intl.formatMessage(messages.none)}</span>
    return (
      <>
        <ul className="generic-list">
          {items.slice(0, maxItems).map((item, index) => (
            // Position is the item's identity in a read-only list.
            <li key={index}>
              <GenericValue value={item} depth={depth + 1} words={words} fieldKey={fieldKey} />
            </li>
          ))}
        </ul>
        <More hidden={items.length - maxItems} />
      </>
    )
  }

  if (isRecord(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0) return <span className="muted">{intl.formatMessage(messages.none)}</span>
    return <GenericFields fields={value} depth={depth} words={words} />
  }

  return <Scalar value={value} missing={words && fieldKey !== undefined ? words.missing(fieldKey) : undefined} />
}

export function GenericFields({
  fields,
  depth = 0,
  words
}: {
  fields: Record<string, unknown>
  depth?: number
  words?: FieldWords | undefined
}) {
  const entries = Object.entries(fields)
  return (
    <>
      <dl className="generic-fields">
        {entries.slice(0, maxItems).map(([key, value]) => {
          const term = words?.term(key) ?? null
          return (
            <FieldRow key={key} term={term ?? humanizeKey(key)} platformTerm={term === null}>
              <GenericValue value={value} depth={depth + 1} words={words} fieldKey={key} />
            </FieldRow>
          )
        })}
      </dl>
      <More hidden={entries.length - maxItems} />
    </>
  )
}
