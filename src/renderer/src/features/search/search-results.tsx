// The options of Search's listbox: the recent searches (the field empty), or
// the results grouped by kind. A person opens their profile; anything else
// with a link from the platform opens it in the browser (an arrow says so);
// one without a link is still an option to read, marked as opening nothing.
import { ExternalLink, History } from 'lucide-react'

import type { SearchItem, SearchModel } from '@shared/search'

import { defineMessages, useIntl } from '../../i18n'
import { showPersonMenu } from '../context-menu/person-menu'
import { InitialsAvatar } from '../people/avatar'
import { Highlight } from './highlight'
import { kindIcon } from './kind-icon'

const messages = defineMessages({
  recent: {
    id: 'search.recent.title',
    defaultMessage: 'Recent searches',
    description: 'Search: the name of the list of recent searches, shown when the field is empty.'
  },
  group: {
    id: 'search.results.group',
    defaultMessage: '{label} ({count, number})',
    description:
      'Search: the accessible name of a group of results; {label} is the kind as the platform names it (e.g. “Repositories”), {count} how many it found.'
  },
  opensInBrowser: {
    id: 'search.results.opensInBrowser',
    defaultMessage: '(opens in your browser)',
    description: 'Search: read by screen readers after a result that opens its page in the web browser, not in the app.'
  }
})

/** The name of the recent searches, for the listbox too when they fill it. */
export const recentMessage = messages.recent

export type Option = { kind: 'result'; item: SearchItem; group: string } | { kind: 'recent'; text: string }

/** What an option stands for, the same in every list it shows in: a recent search's text, or a result's group and key. */
export const optionKey = (option: Option): string =>
  option.kind === 'recent' ? `recent:${option.text}` : `result:${option.group}:${option.item.key}`

/** Whether choosing the option does something: a recent search, a person, or a result the platform gave a link for. */
export const opens = (option: Option) =>
  option.kind === 'recent' || option.item.userId !== undefined || option.item.url !== undefined

interface OptionsProps {
  activeIndex: number
  optionId: (index: number) => string
  onOpen: (option: Option) => void
}

export function RecentOptions({ options, activeIndex, optionId, onOpen }: OptionsProps & { options: Option[] }) {
  const intl = useIntl()
  if (options.length === 0) return null
  return (
    // A listbox owns only groups and options: the group is named by aria-label, its visible title is decoration.
    <div role="group" aria-label={intl.formatMessage(messages.recent)}>
      <div className="group-title" aria-hidden="true">
        {intl.formatMessage(messages.recent)}
      </div>
      {options.map((option, index) =>
        option.kind === 'recent' ? (
          <div
            key={option.text}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="search-option"
            onClick={() => onOpen(option)}
          >
            <History className="search-option-icon" aria-hidden="true" focusable="false" />
            <span>{option.text}</span>
          </div>
        ) : null
      )}
    </div>
  )
}

export function ResultGroups({ data, activeIndex, optionId, onOpen }: OptionsProps & { data: SearchModel }) {
  const intl = useIntl()
  let index = 0
  return (
    <>
      {data.groups
        .filter((group) => group.items.length > 0)
        .map((group) => {
          const KindIcon = kindIcon(group)
          return (
            <div
              key={group.key}
              role="group"
              aria-label={intl.formatMessage(messages.group, { label: group.label, count: group.count })}
              className="search-group"
            >
              <div className="group-title" aria-hidden="true">
                <KindIcon className="group-title-icon" focusable="false" />
                <span translate="no">{group.label}</span>
                <span className="count-badge">{intl.formatNumber(group.count)}</span>
              </div>
              {group.items.map((item) => {
                const at = index++
                const option: Option = { kind: 'result', item, group: group.key }
                const userId = item.userId
                const link = userId === undefined && item.url !== undefined
                return (
                  <div
                    key={item.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === activeIndex}
                    // Still an option (the arrows reach it, a screen reader reads it); choosing it says why nothing opens.
                    aria-disabled={opens(option) ? undefined : true}
                    className="search-option"
                    onClick={() => onOpen(option)}
                    onContextMenu={
                      userId === undefined
                        ? undefined
                        : (event) => showPersonMenu(event, { userId, username: item.username })
                    }
                  >
                    {/* A person gets a face (initials: results name no picture); anything else the picture of its kind. */}
                    {userId !== undefined ? (
                      <InitialsAvatar name={item.title} size="sm" />
                    ) : (
                      <span className="search-kind" aria-hidden="true">
                        <KindIcon focusable="false" />
                      </span>
                    )}
                    <span className="search-option-text">
                      <span className="item-title" translate="no">
                        <Highlight text={item.title} query={data.query} />
                      </span>
                      {item.secondary && (
                        <span className="muted item-secondary" translate="no">
                          <Highlight text={item.secondary} query={data.query} />
                        </span>
                      )}
                    </span>
                    {link && (
                      <>
                        <ExternalLink
                          className="search-option-icon search-option-link"
                          aria-hidden="true"
                          focusable="false"
                        />
                        <span className="visually-hidden">{intl.formatMessage(messages.opensInBrowser)}</span>
                      </>
                    )}
                  </div>
                )
              })}
            </div>
          )
        })}
    </>
  )
}
