/** The product's name: a name, the same in every language, so not a message. */
export const APP_NAME = 'Platform Desktop'
