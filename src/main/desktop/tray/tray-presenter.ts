// Keeps the tray current: status, the session, the unread count and an update
// in progress go in; the tray model comes out (model-presenter.ts).
import type { StatusSnapshot } from '@shared/status'

import { ModelPresenter } from '../os/model-presenter'
import { type TrayInput, type TrayModel, trayModel } from './tray-model'

export class TrayPresenter extends ModelPresenter<TrayInput, TrayModel> {
  /** The latest snapshot of each watched server, by host. */
  readonly #servers = new Map<string, StatusSnapshot>()

  constructor(platform: string, render: (model: TrayModel) => void) {
    super(
      {
        platform,
        signedIn: false,
        status: { services: [], checkedAt: null, checking: false, listProblem: null },
        unread: 0,
        update: null
      },
      trayModel,
      render
    )
  }

  /** A server's new snapshot; the tray tells the worst across servers. */
  status(host: string, snapshot: StatusSnapshot): void {
    this.#servers.set(host, snapshot)
    this.#show()
  }

  /** The servers still watched: one no account is on leaves the tray. */
  keepServers(hosts: readonly string[]): void {
    for (const host of [...this.#servers.keys()]) if (!hosts.includes(host)) this.#servers.delete(host)
    this.#show()
  }

  #show(): void {
    const servers = [...this.#servers].map(([host, status]) => ({ host, status }))
    const checkedAt = servers
      .map(({ status }) => status.checkedAt)
      .reduce<string | null>((latest, at) => (at !== null && (latest === null || at > latest) ? at : latest), null)
    this.update({
      servers,
      status: {
        services: servers.flatMap(({ status }) => status.services),
        checkedAt,
        checking: servers.some(({ status }) => status.checking),
        listProblem: servers.find(({ status }) => status.listProblem !== null)?.status.listProblem ?? null
      }
    })
  }
}
