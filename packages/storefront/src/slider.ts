/** Products per scroll group of a desktop slider (spec §9). */
export const DESKTOP_SLIDER_GROUP_SIZE = 4;

/** Slides visible at once in a mobile slider (spec §9). */
export const MOBILE_SLIDES_PER_VIEW = 2.3;
