// Keeps the tray current: status, the session, the unread count and an update
// in progress go in; the tray model comes out (model-presenter.ts).
import type { StatusSnapshot } from '@shared/status'

import { ModelPresenter } from '../os/model-presenter'
import { type TrayInput, type TrayModel, trayModel } from './tray-model'

export class TrayPresenter extends ModelPresenter<TrayInput, TrayModel> {
  constructor(platform: string, render: (model: TrayModel) => void) {
    super({ platform, signedIn: false, status: { services: [], checkedAt: null, checking: false, listProblem: null }, unread: 0, update: null }, trayModel, render)
  }

  status(snapshot: StatusSnapshot): void {
    this.update({ status: snapshot })
  }
}
