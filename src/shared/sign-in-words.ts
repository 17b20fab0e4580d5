// The sign-in screen's words, shared by the page's form (renderer features/session/) and main, which writes the
// same form into the page's HTML at a signed-out start so that it is there at the first paint (sign-in-start.ts).
import { defineMessages } from './i18n/messages'

export const signInWords = defineMessages({
  heading: {
    id: 'signIn.heading',
    defaultMessage: 'Sign in',
    description: 'Sign in: the heading of the sign-in screen.'
  },
  ways: {
    id: 'signIn.ways',
    defaultMessage: 'Way to sign in',
    description: 'Sign in: the accessible name of the tabs choosing between password and API key.'
  },
  wayPassword: {
    id: 'signIn.way.password',
    defaultMessage: 'Password',
    description: 'Sign in: the tab for signing in with a username and password.'
  },
  wayApiKey: {
    id: 'signIn.way.apiKey',
    defaultMessage: 'API key',
    description: 'Sign in: the tab for signing in with an API key.'
  },
  server: {
    id: 'signIn.server.label',
    defaultMessage: 'Server',
    description: 'Sign in: the label before the server address the form signs in to.'
  },
  changeServer: {
    id: 'signIn.server.changeLabel',
    defaultMessage: 'Change server',
    description:
      'Sign in: the accessible name of the Change button beside the server address (forgets the server, back to the first screen).'
  },
  change: {
    id: 'signIn.server.change',
    defaultMessage: 'Change',
    description: 'Sign in: the button beside the server address that goes back to choosing a server.'
  },
  username: {
    id: 'signIn.password.username',
    defaultMessage: 'Username',
    description: 'Sign in › Password tab: the label of the username field.'
  },
  email: {
    id: 'signIn.password.email',
    defaultMessage: 'Email',
    description: 'Sign in › Password tab: the label of the email field.'
  },
  emailOptional: {
    id: 'signIn.password.emailOptional',
    defaultMessage: '(optional)',
    description: 'Sign in › Password tab: the note beside the Email label saying the field may be left empty.'
  },
  password: {
    id: 'signIn.password.password',
    defaultMessage: 'Password',
    description: 'Sign in › Password tab: the label of the password field.'
  },
  rememberMe: {
    id: 'signIn.password.rememberMe',
    defaultMessage: 'Remember me',
    description: 'Sign in › Password tab: the checkbox that keeps the person signed in after they quit.'
  },
  // What Remember me does, in one line (main warns when no keyring lets it keep its word).
  rememberMeHint: {
    id: 'signIn.password.rememberMeHint',
    defaultMessage: 'Keeps you signed in after you quit, encrypted.',
    description: 'Sign in › Password tab: the hint under the Remember me checkbox.'
  },
  clearPassword: {
    id: 'signIn.password.clearPassword',
    defaultMessage: 'Clear password after a failed attempt',
    description: 'Sign in › Password tab: the checkbox that empties the password field when signing in fails.'
  },
  submit: {
    id: 'signIn.password.submit',
    defaultMessage: 'Sign in',
    description: 'Sign in › Password tab: the button that signs in.'
  },
  envServer: {
    id: 'settings.server.fromEnv',
    defaultMessage: 'This server is set by PLATFORM_BASE_URL, so it cannot be changed here.',
    description:
      'Settings and sign-in: under the server address when an environment variable sets it; PLATFORM_BASE_URL is the variable’s name, not translated.'
  }
})
