// A readable view of fields nobody has described yet (docs/architecture.md, From a request to a view model): nested
// objects become nested definition lists, arrays become lists, ISO dates
// read as local dates with relative time, and web addresses are links to the
// OS browser. Never raw JSON, never HTML from the server.
import { ExternalLink } from './external-link'
import { FieldRow } from './field-row'
import { formatTimestamp } from './format-time'
import { useNow } from './use-now'

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function Scalar({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">None</span>
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>
  if (typeof value === 'string') {
    if (value === '') return <span className="muted">Empty</span>
    if (isoDate.test(value)) return <DateText value={value} />
    if (webAddress.test(value)) return <ExternalLink href={value} />
    return <>{value}</>
  }
  if (typeof value === 'number' || typeof value === 'bigint') return <>{value.toString()}</>
  return <span className="muted">Not shown</span>
}

export function DateText({ value }: { value: string }) {
  const time = formatTimestamp(value, useNow())
  if (!time.iso) return <>{value}</>
  return (
    <time dateTime={time.iso}>
      {time.absolute} <span className="muted">({time.relative})</span>
    </time>
  )
}

function More({ hidden }: { hidden: number }) {
  return hidden > 0 ? <p className="muted">…and {hidden} more</p> : null
}

export function GenericValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (depth >= maxDepth && (Array.isArray(value) || isRecord(value))) return <span className="muted">Too deeply nested to show</span>

  if (Array.isArray(value)) {
    const items: unknown[] = value
    if (items.length === 0) return <span className="muted">None</span>
    return (
      <>
        <ul className="generic-list">
          {items.slice(0, maxItems).map((item, index) => (
            // Position is the item's identity in a read-only list.
            <li key={index}>
              <GenericValue value={item} depth={depth + 1} />
            </li>
          ))}
        </ul>
        <More hidden={items.length - maxItems} />
      </>
    )
  }

  if (isRecord(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0) return <span className="muted">None</span>
    return <GenericFields fields={value} depth={depth} />
  }

  return <Scalar value={value} />
}

export function GenericFields({ fields, depth = 0 }: { fields: Record<string, unknown>; depth?: number }) {
  const entries = Object.entries(fields)
  return (
    <>
      <dl className="generic-fields">
        {entries.slice(0, maxItems).map(([key, value]) => (
          <FieldRow key={key} term={humanizeKey(key)}>
            <GenericValue value={value} depth={depth + 1} />
          </FieldRow>
        ))}
      </dl>
      <More hidden={entries.length - maxItems} />
    </>
  )
}
