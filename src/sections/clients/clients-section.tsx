import { useRef } from 'react';
import { reviews } from '../../../content';
import { Carousel, type SlideInfo } from '../../components/carousel';
import { SectionHeader } from '../../components/section-header';
import { useNearViewport } from '../../lib/use-on-screen';
import { NoScriptLink } from '../complete-page/no-script-link';
import { REVIEWS_IN_HTML } from './reviews-in-html';
import { ReviewCard } from './review-card';

// Each slide is narrower than the carousel, so its neighbours show on both sides.
const slideBasis = '[--slide-basis:80%] sm:[--slide-basis:64%] lg:[--slide-basis:42%]';
// The vertical padding leaves room for the current card's shadow inside the clipping viewport.
const slideBox = () => 'px-1.5 py-8 sm:px-3';

// The current card is crisp and raised; the others step back, shrunk and blurred (spec §2), and
// invite a click. No transition at all when the visitor asks for reduced motion.
function cardLook({ isCurrent }: SlideInfo): string {
  const base = 'card h-full motion-safe:transition-[scale,filter,box-shadow] motion-safe:duration-500 motion-safe:ease-out';
  return isCurrent
    ? `${base} shadow-lg shadow-slate-900/10 ring-1 ring-accent/20 dark:shadow-black/40`
    : `${base} scale-[0.92] cursor-pointer blur-[2px] hover:blur-[1px] lg:scale-[0.88]`;
}

export function ClientsSection() {
  const sectionRef = useRef<HTMLElement>(null);
  // The countries and flag services are third parties: ask them only when the reviews are about to be seen.
  const near = useNearViewport(sectionRef, '300px');
  return (
    <section ref={sectionRef} id="clients" aria-labelledby="clients-title" tabIndex={-1} className="section">
      <SectionHeader id="clients-title" eyebrow="Clientes" title="Lo que dicen mis clientes" />
      <Carousel
        className={`mt-6 ${slideBasis}`}
        items={reviews}
        prerendered={REVIEWS_IN_HTML}
        label="Opiniones de clientes"
        align="center"
        selectOnClick
        slideClassName={slideBox}
        // The neighbours fade out at the edges instead of being cut mid-word.
        viewportClassName="[mask-image:linear-gradient(to_right,transparent,#000_7%,#000_93%,transparent)] sm:[mask-image:linear-gradient(to_right,transparent,#000_14%,#000_86%,transparent)]"
        getKey={(review) => review.name}
        renderSlide={(review, slide) => (
          <div className={cardLook(slide)}>
            <ReviewCard review={review} lookUpCountry={near} />
          </div>
        )}
      />
      {reviews.length > REVIEWS_IN_HTML && (
        <NoScriptLink part="opiniones" className="mt-4 justify-center">{`Leer las ${reviews.length} opiniones`}</NoScriptLink>
      )}
    </section>
  );
}
