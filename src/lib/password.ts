import { generate } from 'generate-password-browser';

/**
 * The product's generated password: 8 characters, at least one of each pool (lower, upper, digit), no look-alike
 * characters such as l/1/I or O/0, so it can be read out or typed from a screen.
 */
export const generatePassword = (): string =>
  generate({ length: 8, numbers: true, strict: true, excludeSimilarCharacters: true });
