import { mergeAreas } from './merge-areas';
import type * as ru from './messages/ru';

type RuAreas = typeof ru;

/** Every key of the shared catalogue. */
export type MessageKey = { [A in keyof RuAreas]: keyof RuAreas[A] & string }[keyof RuAreas];

/** One locale's shared catalogue. */
export type SharedMessages = Readonly<Record<MessageKey, string>>;

/**
 * One locale's areas (the `messages/<locale>` module) joined into its catalogue. The union
 * of the areas' keys is exactly what mergeAreas collects, which the compiler cannot follow.
 */
export const sharedTableOf = (areas: Readonly<Record<string, Readonly<Record<string, string>>>>) =>
  mergeAreas(Object.values(areas)) as SharedMessages;
