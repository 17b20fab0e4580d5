// Keeps an OS surface (the tray, the application menu) current: whenever its
// input changes, the model is recomputed and rendered, only if it actually
// changed, so the OS menu is not rebuilt for nothing.
export class ModelPresenter<Input extends object, Model> {
  #input: Input
  #last = ''
  readonly #compute: (input: Input) => Model
  readonly #render: (model: Model) => void

  constructor(initial: Input, compute: (input: Input) => Model, render: (model: Model) => void) {
    this.#input = initial
    this.#compute = compute
    this.#render = render
  }

  update(change: Partial<Input>): void {
    this.#input = { ...this.#input, ...change }
    const model = this.#compute(this.#input)
    const key = JSON.stringify(model)
    if (key === this.#last) return
    this.#last = key
    this.#render(model)
  }
}
