/** Every contract case: each `<table>.cases.ts` beside this file exports an array of them. */
import type { ContractCase } from './contractCase';

const isCase = (value: unknown): value is ContractCase =>
  typeof value === 'object' && value !== null && 'route' in value && 'request' in value && 'act' in value;

export const contractCases: ContractCase[] = Object.values(
  import.meta.glob<Record<string, unknown>>('./*.cases.ts', { eager: true }),
)
  .flatMap((exports) => Object.values(exports))
  .flatMap((value) => (Array.isArray(value) && value.every(isCase) ? value : []));
