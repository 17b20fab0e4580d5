// Keeps the tray current: whenever status, the session, the unread count or
// an update changes, the model is recomputed and rendered (only if it
// actually changed, so the OS menu is not rebuilt for nothing).
import type { StatusSnapshot } from '@shared/status'

import { type TrayInput, type TrayModel, trayModel } from './tray-model'

export class TrayPresenter {
  #input: TrayInput
  #last = ''
  readonly #render: (model: TrayModel) => void

  constructor(platform: string, render: (model: TrayModel) => void) {
    this.#render = render
    this.#input = { platform, signedIn: false, status: { services: [], checkedAt: null, checking: false, listProblem: null }, unread: 0, update: null }
  }

  update(change: Partial<Omit<TrayInput, 'platform'>>): void {
    this.#input = { ...this.#input, ...change }
    const model = trayModel(this.#input)
    const key = JSON.stringify(model)
    if (key === this.#last) return
    this.#last = key
    this.#render(model)
  }

  status(snapshot: StatusSnapshot): void {
    this.update({ status: snapshot })
  }
}
