/** Products per scroll group of a desktop slider (docs/product/09-constants.md#card-and-sliders). */
export const DESKTOP_SLIDER_GROUP_SIZE = 4;

/** Slides visible at once in a mobile slider (docs/product/09-constants.md#card-and-sliders). */
export const MOBILE_SLIDES_PER_VIEW = 2.3;
