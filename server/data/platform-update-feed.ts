import { checkFields, checkString, failWith } from './content-checks'
import type { DemoData } from './demo-data'
import { isoAt } from './demo-epoch'
import type { PlatformUpdate } from './types'

/** What controls.addPlatformUpdate() takes; `tags` defaults to none. */
export interface NewPlatformUpdate {
  title: string
  body: string
  tags?: string[]
}

const FIELDS = ['title', 'body', 'tags'] as const

/**
 * One server's platform updates: the shared seed (never mutated) with this
 * server's additions in front, newest first.
 */
export class PlatformUpdateFeed {
  readonly #data: DemoData
  readonly #now: () => number
  #added: readonly PlatformUpdate[] = []

  constructor(data: DemoData, now: () => number) {
    this.#data = data
    this.#now = now
  }

  list(): readonly PlatformUpdate[] {
    return this.#added.length === 0 ? this.#data.updates : [...this.#added, ...this.#data.updates]
  }

  /** Adds an update in front of the list and returns its id. */
  add(update: NewPlatformUpdate): number {
    const fail = failWith('Update')
    checkFields(update, FIELDS, fail)
    checkString(update.title, 'title', fail)
    checkString(update.body, 'body', fail)
    const tags: unknown = update.tags ?? []
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) fail('tags must be an array of strings')
    // Seeded ids count up with time (the newest is highest); added ones continue.
    const id = Math.max(0, ...this.list().map((entry) => entry.id)) + 1
    const entry: PlatformUpdate = {
      id,
      title: update.title,
      body: update.body,
      publishedAt: isoAt(this.#now()),
      tags: [...(tags as string[])]
    }
    this.#added = [entry, ...this.#added]
    return id
  }
}
