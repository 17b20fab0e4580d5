/* global document */
// The bench's baseline: the least a React sign-in page can be, built with the
// same toolchain (Vite + @vitejs/plugin-react, minified) as the renderer.
import { createElement as h, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function SignIn() {
  return h(
    'form',
    { onSubmit: (event) => event.preventDefault() },
    h('h1', null, 'Sign in'),
    h('label', null, 'Username ', h('input', { name: 'username', autoComplete: 'username' })),
    h('label', null, 'Password ', h('input', { name: 'password', type: 'password', autoComplete: 'current-password' })),
    h('button', { type: 'submit' }, 'Sign in')
  )
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(SignIn)))
