/** Password lengths the desk accepts (the library enforces them too); shared by the forms and the CLI. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
