const SCALE = 5;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={filled ? 'fill-current' : 'fill-none stroke-current opacity-50'}
      strokeWidth="1.5"
    >
      <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
    </svg>
  );
}

/** Five stars filled up to the rating; one image with a text alternative for assistive technology. */
export function ReviewStars({ rating }: { rating: number }) {
  const filled = Math.min(SCALE, Math.max(0, Math.round(rating)));
  return (
    <div role="img" aria-label={`${filled} de ${SCALE} estrellas`} className="flex gap-0.5 text-amber-600 dark:text-amber-400">
      {Array.from({ length: SCALE }, (_, i) => (
        <Star key={i} filled={i < filled} />
      ))}
    </div>
  );
}
