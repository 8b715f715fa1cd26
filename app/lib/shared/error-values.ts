/** The values an error's text is filled in with (a wait in seconds, a file's name): data, never words. */
export type ErrorValues = Readonly<Record<string, string | number>>;
