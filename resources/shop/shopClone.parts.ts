/**
 * What a new shop can bring from another of the merchant's shops (issue 26 item 4). Plain
 * data: the create screen lists them without loading zod.
 */
export const CLONE_PARTS = ['settings', 'theme', 'menus', 'pages', 'catalogue'] as const;
export type ClonePart = (typeof CLONE_PARTS)[number];

/** Ticked by default: all but the catalogue, which the merchant asks for (it can be large, and may need a rate). */
export const DEFAULT_CLONE_PARTS: ClonePart[] = ['settings', 'theme', 'menus', 'pages'];

/** How long what a clone added can be removed again (like the bulk update's undo). */
export const CLONE_UNDO_HOURS = 24;
