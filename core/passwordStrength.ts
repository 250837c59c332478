/**
 * How guessable a password is (issue 15): zxcvbn-ts with its common and English
 * dictionaries (common passwords, words, names) and the person's own name and e-mail.
 * The gateway refuses a new password scoring under PASSWORD_MIN_SCORE; the sign-up and
 * security forms import this module lazily (import()) to show a strength hint, so the
 * dictionaries are never part of the app's first load. No React here.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/** zxcvbn slows down with length; the first characters decide the score anyway. */
const CHECKED_LENGTH = 64;

let factory: ZxcvbnFactory | undefined;

/** The person's own words: e-mail, its local part, names. */
export function personalWords(values: { email?: unknown; first_name?: unknown; last_name?: unknown }): string[] {
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
  return [email, email.split('@')[0], values.first_name, values.last_name]
    .filter((w): w is string => typeof w === 'string' && w.trim().length > 1)
    .map((w) => w.trim());
}

/** 0 (too guessable) to 4 (very unguessable). */
export function passwordScore(password: string, userInputs: string[] = []): 0 | 1 | 2 | 3 | 4 {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory.check(password.slice(0, CHECKED_LENGTH), userInputs).score;
}
