/** 24-hex ids, shaped like the ObjectIds the production gateway answers with. */
import { randomBytes } from 'node:crypto';

export const newId = () =>
  Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

export const nowIso = () => new Date().toISOString();
