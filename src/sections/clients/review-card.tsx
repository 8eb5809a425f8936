import { Fragment } from 'react';
import type { Review } from '../../../content';
import { commentLines } from './comment-lines';
import { ReviewCountry } from './review-country';
import { ReviewStars } from './review-stars';

interface ReviewCardProps {
  review: Review;
  /** Whether the country lookup may start. */
  lookUpCountry: boolean;
  /** The country's name, for a page without script (see ReviewCountry). */
  countryName?: string;
}

function QuoteMark() {
  return (
    <svg viewBox="0 0 32 24" width="40" height="30" aria-hidden="true" focusable="false" className="fill-current text-accent/25">
      <path d="M0 24V14C0 6.3 4.3 1.6 12.4 0l1.3 3.2C9 4.6 6.9 7.2 6.6 11H13v13H0zm18.3 0V14c0-7.7 4.3-12.4 12.4-14L32 3.2c-4.7 1.4-6.8 4-7.1 7.8h6.4v13H18.3z" />
    </svg>
  );
}

export function ReviewCard({ review, lookUpCountry, countryName }: ReviewCardProps) {
  const lines = commentLines(review.comment);
  return (
    // The reviewer comes first and the comment's extra room falls at the card's foot: every card is
    // as tall as the tallest review, and the later reviews render once the carousel is alive, so a
    // longer one then grows the cards under a visitor already reading. Grown at the foot, nothing in
    // a card moves.
    <figure data-testid="review-card" className="flex h-full flex-col gap-5 p-5 sm:p-8">
      <figcaption className="flex flex-col gap-1 border-b border-border pb-4">
        <span className="font-bold text-fg">{review.name}</span>
        <ReviewCountry code={review.country} lookUp={lookUpCountry} writtenName={countryName} />
      </figcaption>
      <div className="flex items-start justify-between gap-4">
        <QuoteMark />
        <ReviewStars rating={review.stars} />
      </div>
      <blockquote className="text-base leading-relaxed text-fg sm:text-lg sm:leading-relaxed">
        <p>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      </blockquote>
    </figure>
  );
}
