/**
 * The reviews the page's HTML carries: the carousel's first slides, as many as can be seen
 * before it comes alive. Until then its row stands left-aligned, and measured, the first review
 * and part of the second show at 375 px, three at 1024 px and wider (each slide is 42 % of the
 * carousel there). The others render once the part is alive, from the data its code already has,
 * so adding reviews costs the HTML, which must arrive in the network's first round trip, nothing.
 * Without JavaScript a link leads to the page holding every review (src/sections/complete-page/).
 */
export const REVIEWS_IN_HTML = 3;
