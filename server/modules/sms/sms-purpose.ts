// Importable by app/ and server/ alike: plain values only.

/**
 * What an SMS code is for. A code (and the captcha it was sent with) serves
 * exactly one purpose: a login code cannot delete an account, nor the reverse.
 */
export const SMS_PURPOSES = ["login", "delete_account", "admin_login"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
