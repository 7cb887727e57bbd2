// Its own module, so a page with a public form loads the pattern without the account rules and messages.
/** What counts as an e-mail address everywhere (accounts and the public forms): something@domain.tld. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
